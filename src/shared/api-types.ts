/** Shapes of the JSON the API sends; ids are strings in `_id` (DECISIONS.md). Amounts are BDT. */
import type { DepositPaymentDto } from './payment-account-types';
import type { ContractType, DocumentKind, PayoutFrequency } from './project-facts';
export interface ProjectDto {
  _id: string;
  title: string;
  location: string | null;
  price: string;
  description: string;
  defaultImage: string;
  image: string;
  galleryImages: string[];
  /**
   * Percent of the funding target raised (MONEY.md): with a target, raised ÷ target floored to one
   * decimal (shared/funding.ts targetAchievedPercent); without one, the percentage the admin typed.
   */
  targetAchieved: number;
  /** Money invested into the project (holdings and opening capital), derived from accounts. */
  raisedAmount: number;
  /** The part of raisedAmount raised before listing (opening capital, set once at creation). */
  openingCapital: number;
  /**
   * Funding target (BDT); investing beyond it is refused. A project without one is a showcase: it takes
   * no investments (PROJECT_NOT_OPEN_FOR_INVESTMENT) and shows the admin's typed percentage.
   */
  fundingTarget: number | null;
  /** The investors' share of profit, 0-100 (default 70); the rest is the company's as mudarib. */
  investorSharePercent: number;
  /** How many investors hold capital in the project. */
  investorCount: number;
  /**
   * Investors hold capital in the project, so its investors' profit share, contract type and term
   * cannot change (MONEY.md "Terms are fixed once money is in"); PUT refuses a change with TERMS_LOCKED.
   */
  termsLocked: boolean;
  roi: number;
  investmentOptions: number[];
  /** 'completed': capital returned to the holders; no more investments or distributions. */
  status: 'open' | 'completed';
  completedAt: string | null;
  createdAt: string;
  /** Optional Bengali content; the UI falls back to the English (shared/localized.ts). */
  titleBn: string | null;
  locationBn: string | null;
  descriptionBn: string | null;
  /** The key facts; null where the admin has not given one. */
  contractType: ContractType | null;
  termMonths: number | null;
  /** 'YYYY-MM-DD' */
  maturityDate: string | null;
  payoutFrequency: PayoutFrequency | null;
  /** The same expected (never guaranteed) return as roi, percent a year; kept readable for older clients. */
  expectedProfitRate: number | null;
  /** BDT; the invest route refuses less (BELOW_MINIMUM_INVESTMENT). */
  minimumInvestment: number | null;
}

/** A PDF attached to a project; `url` downloads it, for anyone. */
export interface ProjectDocumentDto {
  _id: string;
  projectId: string;
  kind: DocumentKind;
  title: string;
  titleBn: string | null;
  sizeBytes: number;
  url: string;
  createdAt: string;
}

export interface ProjectDocumentListResponse {
  documents: ProjectDocumentDto[];
}

export interface ProjectDocumentResponse {
  document: ProjectDocumentDto;
}

export interface ApiError {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

export interface ProjectListResponse {
  projects: ProjectDto[];
}

export interface ProjectResponse {
  project: ProjectDto;
}

export type Role = 'investor' | 'admin';

export interface UserDto {
  _id: string;
  fullname: string;
  email: string;
  phone: string | null;
  /** An SMS code sent to `phone` came back: SMS notices can go there. */
  phoneVerified: boolean;
  nid: string | null;
  uniqueId: string | null;
  profileImage: string | null;
  role: Role;
  isVerified: boolean;
  /** Two-factor sign-in (an authenticator app) is on for this account. */
  twoFactorEnabled: boolean;
  /**
   * Only in the signed-in user's own answers, and only when true: this session must set up (or pass) two-factor
   * before the admin screens work (an admin with ADMIN_2FA=required).
   */
  twoFactorSetupRequired?: boolean;
  /** The wallet (MONEY.md): approved deposits and returned capital not yet invested or withdrawn. */
  availableBalance: number;
  /** Capital in active holdings (MONEY.md, DECISIONS.md 'profile totals meaning'). */
  totalInvestment: number;
  totalProfit: number;
  totalLoss: number;
  createdAt: string;
  updatedAt: string;
}

export interface AuthResponse {
  token: string;
  user: UserDto;
}

/** The login answer when the account has two-factor on: no token until the code is verified. */
export interface TwoFactorChallengeResponse {
  twoFactorRequired: true;
  challenge: string;
}

export type LoginResponse = AuthResponse | TwoFactorChallengeResponse;

export interface TwoFactorSetupResponse {
  /** Base32, for typing into the authenticator by hand. */
  secret: string;
  otpauthUrl: string;
}

export interface RecoveryCodesResponse {
  /** Shown once; each works once instead of an authenticator code. */
  recoveryCodes: string[];
}

export interface UserResponse {
  user: UserDto;
}

/** POST /auth/phone/send-code: where the code went, with the middle of the number hidden. */
export interface PhoneCodeSentResponse {
  message: string;
  sentTo: string;
}

export interface UserListResponse {
  users: UserDto[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface MessageResponse {
  message: string;
}

export interface DiscountDto {
  _id: string;
  company: string;
  /** Shown in the Bengali UI; null falls back to `company`. */
  companyBn: string | null;
  /** One optional offer line under the company ("10% off for our investors"). */
  offer: string | null;
  offerBn: string | null;
  imageUrl: string;
  percent: number | null;
  /** The last Bangladesh day the promotion is listed ('YYYY-MM-DD'), or null for no end. */
  endsAt: string | null;
  /** True once `endsAt` is over; only the admin's `?all=1` list holds ended promotions. */
  ended: boolean;
  createdAt: string;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected';

/** With how it was paid: the account, TrxID or reference, sender and same-screenshot warning. */
export interface DepositDto extends DepositPaymentDto {
  _id: string;
  /** The investor; customer ID and phone let an admin match a payment and call the investor. */
  userId: { _id: string; fullname: string; email: string; uniqueId: string | null; phone: string | null };
  amount: number;
  status: DepositStatus;
  /** Signed, expiring URL: screenshots are private to the investor and administrators. */
  screenshotUrl: string;
  adminRemarks: string | null;
  /** The reason in Bengali; shown to Bengali readers, who fall back to adminRemarks. */
  adminRemarksBn: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DepositResponse {
  deposit: DepositDto;
}

export interface DepositListResponse {
  deposits: DepositDto[];
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET /api/deposit/pending-count (admin): what the deposits tab's badge shows. */
export interface PendingDepositCountResponse {
  pending: number;
}

export interface BankInfoDto {
  _id: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  instruction: string;
  updatedAt: string;
  /** When an admin last changed the bank name, account number or account name; null if never. */
  detailsChangedAt: string | null;
  /** The seeded demo details are still in place: no money should be sent to them. */
  isDemo: boolean;
}

export interface ExpenseDto {
  _id: string;
  description: string;
  amount: number;
  category: string;
  createdAt: string;
}

export interface FileUploadResponse {
  url: string;
}

export interface DiscountResponse {
  discount: DiscountDto;
}

export interface DiscountListResponse {
  discounts: DiscountDto[];
}

export interface BankInfoResponse {
  bankInfo: BankInfoDto;
}

export interface ExpenseResponse {
  expense: ExpenseDto;
}

export interface ExpenseListResponse {
  expenses: ExpenseDto[];
}

/** POST /api/investment/allocate-funds: the spec's success text and the project with its new raisedAmount. */
export interface AllocateFundsResponse {
  message: string;
  project: ProjectDto;
}

/** GET /api/app-config: what the /download page needs from the server's configuration. */
export interface AppConfigResponse {
  /** The app-store link (APP_STORE_URL), or null when none is configured. */
  appStoreUrl: string | null;
}

/** One audit event as the Activity tab shows it (GET /api/audit). */
export interface AuditEventDto {
  _id: string;
  /** Who did it; null for events no signed-in person caused (a failed sign-in, start-up). */
  actor: { _id: string; email: string; fullname: string } | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface AuditListResponse {
  events: AuditEventDto[];
  nextCursor: string | null;
}
