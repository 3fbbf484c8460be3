import type { ProjectDto } from '../../../../shared/api-types';
import { toAsciiDigits } from '../../../../shared/format';
import {
  buildProjectFormSchema,
  DEFAULT_INVESTOR_SHARE_PERCENT,
  parseFundingTarget,
  parseInvestmentOptions,
  priceDigits,
  PROJECT_FORM_FIELDS,
  stripNonDigits,
  type ProjectFormField,
  type ProjectFormValues,
} from '../../../../shared/schemas/projects';
import type { ContractType, PayoutFrequency } from '../../../../shared/project-facts';
import { parseMinimumInvestment, parseTermMonths, PROJECT_FACT_FIELDS, type ProjectFactField } from '../../../../shared/schemas/project-facts';
import type { ProjectRequest } from './api';

const KEY = 'admin.projectForm.errors';

/**
 * The server's form rules (src/shared/schemas/projects.ts) with translation keys as messages, so a
 * shown error is re-translated when the language changes.
 */
export const projectFormSchema = buildProjectFormSchema(
  {
    required: Object.fromEntries(PROJECT_FORM_FIELDS.map((field) => [field, `${KEY}.required.${field}`])) as Record<ProjectFormField, string>,
    percentRange: `${KEY}.percentRange`,
    descriptionShort: `${KEY}.descriptionShort`,
    descriptionTooLong: `${KEY}.descriptionTooLong`,
    titleTooLong: `${KEY}.titleTooLong`,
    locationTooLong: `${KEY}.locationTooLong`,
    priceDigits: `${KEY}.priceDigits`,
    priceTooLarge: `${KEY}.priceTooLarge`,
    raisedAmountDigits: `${KEY}.raisedAmountDigits`,
    optionsFormat: `${KEY}.optionsFormat`,
    optionsCount: `${KEY}.optionsCount`,
    fundingTargetInvalid: `${KEY}.fundingTargetInvalid`,
    shareWhole: `${KEY}.shareWhole`,
  },
  Object.fromEntries(
    ['titleBnTooLong', 'locationBnTooLong', 'descriptionBnTooLong', 'contractType', 'termMonths', 'maturityDate', 'payoutFrequency', 'minimumInvestment'].map((name) => [
      name,
      `admin.projectFacts.errors.${name}`,
    ]),
  ) as never,
);

/**
 * The fields an investor's contract rests on (MONEY.md "Terms are fixed once money is in"): while
 * investors hold capital the server refuses a change (TERMS_LOCKED), so the edit form disables them.
 */
export const TERM_FIELDS: readonly (ProjectFormField | ProjectFactField)[] = ['investorSharePercent', 'contractType', 'termMonths'];

/** Every field of the form in order: the spec's, then the optional Bengali content and facts. */
export const ALL_FORM_FIELDS: readonly (ProjectFormField | ProjectFactField)[] = [...PROJECT_FORM_FIELDS, ...PROJECT_FACT_FIELDS];

export { PROJECT_FORM_FIELDS, type ProjectFormField, type ProjectFormValues };

export const EMPTY_VALUES: ProjectFormValues = {
  title: '',
  price: '',
  description: '',
  targetAchieved: '',
  location: '',
  profitRatio: '',
  raisedAmount: '',
  investmentOptions: '',
  fundingTarget: '',
  investorSharePercent: String(DEFAULT_INVESTOR_SHARE_PERCENT),
  ...(Object.fromEntries(PROJECT_FACT_FIELDS.map((field) => [field, ''])) as Record<ProjectFactField, string>),
};

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The edit form starts from the saved project; the percent the admin calls profit ratio is saved as roi. */
export function valuesOf(project: ProjectDto): ProjectFormValues {
  return {
    title: project.title,
    price: project.price,
    description: project.description,
    targetAchieved: String(project.targetAchieved),
    location: project.location ?? '',
    profitRatio: String(project.roi),
    raisedAmount: String(project.raisedAmount),
    investmentOptions: project.investmentOptions.join(', '),
    fundingTarget: project.fundingTarget === null || project.fundingTarget === undefined ? '' : String(project.fundingTarget),
    investorSharePercent: String(project.investorSharePercent ?? DEFAULT_INVESTOR_SHARE_PERCENT),
    titleBn: text(project.titleBn),
    locationBn: text(project.locationBn),
    descriptionBn: text(project.descriptionBn),
    contractType: text(project.contractType),
    termMonths: text(project.termMonths),
    maturityDate: text(project.maturityDate),
    payoutFrequency: text(project.payoutFrequency),
    minimumInvestment: text(project.minimumInvestment),
  };
}

const percent = (text: string) => Number(toAsciiDigits(text.trim()));

/** The API body without the images, which are uploaded first. */
export type ProjectFields = Omit<ProjectRequest, 'defaultImage' | 'galleryImages'>;

/**
 * The API body's fields from valid form values (spec sections 3 and 5): the price is plain digits,
 * non-digits are stripped from the raised amount, roi is the profit ratio, and the options become numbers.
 * The funding target is a number or null (none), and only the create form sends the raised
 * amount (it is opening capital). An edit (`saved` given) never sends it: the raised amount is derived
 * from investments, and a value loaded before an allocation made meanwhile would undo that money.
 */
export function toProjectFields(values: ProjectFormValues, saved?: ProjectDto): ProjectFields {
  const profitRatio = percent(values.profitRatio);
  return {
    title: values.title.trim(),
    price: priceDigits(values.price), // '5,00,000' and '৫,০০,০০০' are sent as '500000'
    description: values.description.trim(),
    targetAchieved: percent(values.targetAchieved),
    location: values.location.trim(),
    profitRatio,
    roi: profitRatio,
    ...(saved ? {} : { raisedAmount: Number(stripNonDigits(values.raisedAmount)) }),
    investmentOptions: parseInvestmentOptions(values.investmentOptions) ?? [],
    fundingTarget: parseFundingTarget(values.fundingTarget),
    investorSharePercent: percent(values.investorSharePercent),
    // An emptied field is sent as null, which clears the saved value.
    titleBn: orNull(values.titleBn),
    locationBn: orNull(values.locationBn),
    descriptionBn: orNull(values.descriptionBn),
    contractType: orNull(values.contractType) as ContractType | null,
    termMonths: values.termMonths.trim() ? parseTermMonths(values.termMonths) : null,
    maturityDate: orNull(values.maturityDate),
    payoutFrequency: orNull(values.payoutFrequency) as PayoutFrequency | null,
    minimumInvestment: values.minimumInvestment.trim() ? parseMinimumInvestment(values.minimumInvestment) : null,
  };
}
