import { ValidationError } from 'yup';

export interface RemarksProblems {
  remarks?: 'required' | 'tooLong';
  remarksBn?: 'tooLong';
}

/**
 * What the server's rejection rule (rejectionRemarksFields: a reason in English, Bengali or both,
 * each within its length) found wrong, per field of the dialog; the forms show their own texts.
 */
export function remarksProblems(error: ValidationError): RemarksProblems {
  const problems: RemarksProblems = {};
  for (const problem of error.inner.length ? error.inner : [error]) {
    if (problem.path === 'adminRemarks') problems.remarks = problem.type === 'max' ? 'tooLong' : 'required';
    else if (problem.path === 'adminRemarksBn') problems.remarksBn = 'tooLong';
  }
  return problems;
}
