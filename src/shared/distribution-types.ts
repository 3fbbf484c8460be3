/**
 * Shapes of profit and loss sharing (MONEY.md "Profit and loss sharing"). Amounts are BDT
 * with at most 2 decimals; the server keeps integer poisha. Dates of a period are 'YYYY-MM-DD'
 * calendar days in Bangladesh time (UTC+6, no daylight saving), both ends included.
 */

export type DistributionKind = 'profit' | 'loss';

/** One holder's part of a distribution. The company's own holding has `userId` null. */
export interface DistributionLineDto {
  userId: string | null;
  /** The investor's name; '' for the company's holding (the client names it in its language). */
  fullname: string;
  /** The holding's capital at the end of the period, before this distribution (BDT). */
  capital: number;
  /** Days of the period in which the holding had capital. */
  days: number;
  /** Capital × days held, summed day by day (BDT-days): the holder's weight. */
  weight: number;
  /** The holder's share (BDT): profit credited, or loss taken from the holding. */
  amount: number;
}

export interface DistributionDto {
  /** null in a preview, which posts nothing. */
  _id: string | null;
  projectId: string;
  kind: DistributionKind;
  periodStart: string;
  periodEnd: string;
  /** The whole profit or loss of the period (BDT). */
  amount: number;
  note: string;
  /**
   * Profit: amount × the project's investors' share %, shared among all holders (company holdings
   * included) by weight. Loss: the whole amount, borne by the holders by weight.
   */
  investorPool: number;
  /** Profit: the company's share as mudarib (amount − investorPool). Loss: 0 (the mudarib bears none). */
  companyShare: number;
  /** Every holder, largest weight first; the amounts add up to investorPool exactly. */
  lines: DistributionLineDto[];
  /** A short reference to quote, e.g. 'DIS-7K3M9Q2A'; null in a preview. */
  reference: string | null;
  createdAt: string | null;
  reversedAt: string | null;
  reversalReason: string | null;
  /** Set while the distribution's lines are still posting in chunks: investors see each line once it is posted. */
  posting: PostingProgressDto | null;
  /** Set while its reversal's mirrors are still posting. */
  reversalPosting: PostingProgressDto | null;
}

/** How far a money event posting in chunks has come. */
export interface PostingProgressDto {
  linesPosted: number;
  linesTotal: number;
}

/** POST /api/project/{id}/distributions/preview and POST /api/project/{id}/distributions. */
export interface DistributionResponse {
  distribution: DistributionDto;
}

/** GET /api/project/{id}/distributions: newest period first, lines left out (a project may have 100,000 holders). */
export interface DistributionListResponse {
  distributions: Omit<DistributionDto, 'lines'>[];
}

/** The 409/400 answers of a distribution or completion that cannot be done. */
export type DistributionRefusalCode =
  | 'PERIOD_ALREADY_DISTRIBUTED'
  | 'LOSS_EXCEEDS_CAPITAL'
  | 'NO_HOLDERS_IN_PERIOD'
  | 'PERIOD_IN_FUTURE'
  | 'PERIOD_INVALID'
  | 'PROJECT_COMPLETED'
  | 'ALREADY_REVERSED'
  | 'REVERSAL_INSUFFICIENT_BALANCE';

/** POST /api/project/{id}/complete: every holding's capital returned; the project takes no more money. */
export interface ProjectCompletionResponse {
  /** The project as GET /api/project/{id} now answers it (status 'completed'). */
  project: import('./api-types').ProjectDto;
  /** How many holdings were paid back, and the capital returned (BDT). */
  holdingsReturned: number;
  capitalReturned: number;
}
