import type { Migration } from 'kysely';
import * as initial from './001-initial';
import * as accountsAndMoney from './002-accounts-and-money';
import * as userSearch from './003-user-search';
import * as security from './004-security';
import * as timingDecoy from './005a-hardening-timing-decoy';
import * as moneyCore from './006-money-core';
import * as depositPaging from './007-deposit-paging';
import * as distributions from './008-distributions';
import * as exportIndexes from './009-export-indexes';
import * as withdrawals from './010-withdrawals';
import * as paymentAccounts from './011-payment-accounts';
import * as withdrawalHold from './012-withdrawal-hold';
import * as resetCodes from './013-reset-codes';
import * as promotionDetails from './014-promotion-details';
import * as projectContent from './015-project-content';
import * as trustSettings from './016-trust-settings';
import * as remarksBn from './017-remarks-bn';
import * as adminSearchText from './018-admin-search-text';
import * as paymentReferenceKeys from './019-payment-reference-keys';
import * as twoFactorFailures from './020-two-factor-failures';
import * as officialFacts from './021-official-facts';
import * as projectFigures from './022-project-figures';
import * as certificateNumbers from './025-certificate-numbers';
import * as chunkedPostings from './026-chunked-postings';
import * as accountFillfactor from './027-account-fillfactor';
import * as holdingsByInvestor from './028-holdings-by-investor';
import * as holdingTotals from './029-holding-totals';
import * as chunkStorage from './030-chunk-storage';
import * as outbox from './031-outbox';
import * as inbox from './032-inbox';
import * as phoneAndPreferences from './033-phone-and-preferences';

/** Listed in code, not read from disk, so the same list works under tsx, ts-jest and compiled JS. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-accounts-and-money': accountsAndMoney,
  '003-user-search': userSearch,
  '004-security': security,
  '005a-hardening-timing-decoy': timingDecoy,
  '006-money-core': moneyCore,
  '007-deposit-paging': depositPaging,
  '008-distributions': distributions,
  '009-export-indexes': exportIndexes,
  '010-withdrawals': withdrawals,
  '011-payment-accounts': paymentAccounts,
  '012-withdrawal-hold': withdrawalHold,
  '013-reset-codes': resetCodes,
  '014-promotion-details': promotionDetails,
  '015-project-content': projectContent,
  '016-trust-settings': trustSettings,
  '017-remarks-bn': remarksBn,
  '018-admin-search-text': adminSearchText,
  '019-payment-reference-keys': paymentReferenceKeys,
  '020-two-factor-failures': twoFactorFailures,
  '021-official-facts': officialFacts,
  '022-project-figures': projectFigures,
  '025-certificate-numbers': certificateNumbers,
  '026-chunked-postings': chunkedPostings,
  '027-account-fillfactor': accountFillfactor,
  '028-holdings-by-investor': holdingsByInvestor,
  '029-holding-totals': holdingTotals,
  '030-chunk-storage': chunkStorage,
  '031-outbox': outbox,
  '032-inbox': inbox,
  '033-phone-and-preferences': phoneAndPreferences,
};
