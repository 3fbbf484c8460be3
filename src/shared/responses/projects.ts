import * as yup from 'yup';
import type { AllocateFundsResponse, ProjectDocumentListResponse, ProjectDocumentResponse, ProjectDto, ProjectListResponse, ProjectResponse } from '../api-types';
import type { DistributionDto, DistributionListResponse, DistributionResponse, ProjectCompletionResponse } from '../distribution-types';
import type { InvestResponse } from '../money-types';
import { CONTRACT_TYPES, DOCUMENT_KINDS, PAYOUT_FREQUENCIES } from '../project-facts';
import { investmentDtoSchema, walletDtoSchema } from './money';
import { described, type Same } from './same';
import { apiErrorWith, flag, listOf, num, numOrNull, oneOfText, shape, text, textOrNull } from './shape';

/** ProjectDto (api-types.ts). */
export const projectDtoSchema = shape({
  _id: text(),
  title: text(),
  location: textOrNull(),
  price: text(),
  description: text(),
  defaultImage: text(),
  image: text(),
  galleryImages: listOf(text()),
  targetAchieved: num(),
  raisedAmount: num(),
  openingCapital: num(),
  fundingTarget: numOrNull(),
  investorSharePercent: num(),
  investorCount: num(),
  termsLocked: flag(),
  roi: num(),
  investmentOptions: listOf(num()),
  status: oneOfText(['open', 'completed'] as const),
  completedAt: textOrNull(),
  createdAt: text(),
  titleBn: textOrNull(),
  locationBn: textOrNull(),
  descriptionBn: textOrNull(),
  contractType: yup
    .string<(typeof CONTRACT_TYPES)[number]>()
    .oneOf([...CONTRACT_TYPES])
    .nullable()
    .defined(),
  termMonths: numOrNull(),
  maturityDate: textOrNull(),
  payoutFrequency: yup
    .string<(typeof PAYOUT_FREQUENCIES)[number]>()
    .oneOf([...PAYOUT_FREQUENCIES])
    .nullable()
    .defined(),
  expectedProfitRate: numOrNull(),
  minimumInvestment: numOrNull(),
}).label('Project');

export const projectResponseSchema = shape({ project: projectDtoSchema });
export const projectListResponseSchema = shape({ projects: listOf(projectDtoSchema) });

export const projectDocumentDtoSchema = shape({
  _id: text(),
  projectId: text(),
  kind: oneOfText(DOCUMENT_KINDS),
  title: text(),
  titleBn: textOrNull(),
  sizeBytes: num(),
  url: text(),
  createdAt: text(),
}).label('ProjectDocument');
export const projectDocumentResponseSchema = shape({ document: projectDocumentDtoSchema });
export const projectDocumentListResponseSchema = shape({ documents: listOf(projectDocumentDtoSchema) });

const postingProgressSchema = shape({ linesPosted: num(), linesTotal: num() }).nullable().defined().label('PostingProgress');
const distributionLineSchema = shape({ userId: textOrNull(), fullname: text(), capital: num(), days: num(), weight: num(), amount: num() });
const distributionFields = {
  _id: textOrNull(),
  projectId: text(),
  kind: oneOfText(['profit', 'loss'] as const),
  periodStart: text(),
  periodEnd: text(),
  amount: num(),
  note: text(),
  investorPool: num(),
  companyShare: num(),
  reference: textOrNull(),
  createdAt: textOrNull(),
  reversedAt: textOrNull(),
  reversalReason: textOrNull(),
  posting: postingProgressSchema,
  reversalPosting: postingProgressSchema,
};
export const distributionDtoSchema = shape({ ...distributionFields, lines: listOf(distributionLineSchema) }).label('Distribution');
export const distributionResponseSchema = shape({ distribution: distributionDtoSchema });
export const distributionListResponseSchema = shape({ distributions: listOf(shape(distributionFields).label('DistributionSummary')) });
/** A loss larger than the holders' capital (the capital, BDT); a reversal the wallets no longer cover (how many investors). */
export const distributionRefusalSchema = apiErrorWith({ capital: yup.number() }, 'DistributionRefusal');
export const reversalRefusalSchema = apiErrorWith({ investors: yup.number() }, 'ReversalRefusal');
export const projectCompletionResponseSchema = shape({ project: projectDtoSchema, holdingsReturned: num(), capitalReturned: num() });

described<Same<yup.InferType<typeof projectDtoSchema>, ProjectDto>>();
described<Same<yup.InferType<typeof projectResponseSchema>, ProjectResponse>>();
described<Same<yup.InferType<typeof projectListResponseSchema>, ProjectListResponse>>();
described<Same<yup.InferType<typeof projectDocumentResponseSchema>, ProjectDocumentResponse>>();
described<Same<yup.InferType<typeof projectDocumentListResponseSchema>, ProjectDocumentListResponse>>();
described<Same<yup.InferType<typeof distributionDtoSchema>, DistributionDto>>();
described<Same<yup.InferType<typeof distributionResponseSchema>, DistributionResponse>>();
described<Same<yup.InferType<typeof distributionListResponseSchema>, DistributionListResponse>>();
described<Same<yup.InferType<typeof projectCompletionResponseSchema>, ProjectCompletionResponse>>();

/** POST /api/investment/allocate-funds: the company's own capital, or (with a userId) an investment made for an investor. */
export const allocateFundsResponseSchema = shape({ message: text(), project: projectDtoSchema });
export const allocatedInvestmentResponseSchema = shape({ message: text(), project: projectDtoSchema, investment: investmentDtoSchema, wallet: walletDtoSchema });
described<Same<yup.InferType<typeof allocateFundsResponseSchema>, AllocateFundsResponse>>();
described<Same<yup.InferType<typeof allocatedInvestmentResponseSchema>, AllocateFundsResponse & InvestResponse>>();
