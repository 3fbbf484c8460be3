/** A bKash account body as an admin sends it, and what the audit trail records when it is created. */
export const wallet = {
  kind: 'bkash',
  accountName: 'Halal Invest Ltd',
  accountNumber: '01712345678',
  instruction: 'Send with Make Payment.',
  instructionBn: 'মেক পেমেন্ট দিয়ে পাঠান।',
  active: true,
};

export const walletCreatedSnapshot = {
  kind: 'bkash',
  bankName: null,
  branch: null,
  routingNumber: null,
  accountName: wallet.accountName,
  accountNumber: wallet.accountNumber,
  instruction: wallet.instruction,
  instructionBn: wallet.instructionBn,
  active: true,
};
