/**
 * Short references an investor quotes to support, derived from the row's id so the
 * server and the client always show the same text: 'DEP-7K3M9Q2A' for a deposit, 'INV-…' for an
 * investment (its transfer), 'CER-…' for an investment certificate (its holding account, so a
 * holding's certificate keeps its reference however often it is downloaded).
 */
export const depositReference = (depositId: string) => `DEP-${depositId.slice(0, 8).toUpperCase()}`;
export const investmentReference = (transferId: string) => `INV-${transferId.slice(0, 8).toUpperCase()}`;
export const distributionReference = (distributionId: string) => `DIS-${distributionId.slice(0, 8).toUpperCase()}`;
export const certificateReference = (holdingAccountId: string) => `CER-${holdingAccountId.slice(0, 8).toUpperCase()}`;
/** The reference an investor quotes about a withdrawal ('WDR-…', from the withdrawal's id). */
export const withdrawalReference = (withdrawalId: string) => `WDR-${withdrawalId.slice(0, 8).toUpperCase()}`;
