/**
 * A project's optional Bengali texts and decision facts (issue 18) as the API answers them when none
 * were given: every one null. Written out here once for the tests of both sides.
 */
export const PROJECT_EXTRAS_UNSET = {
  titleBn: null,
  locationBn: null,
  descriptionBn: null,
  contractType: null,
  termMonths: null,
  maturityDate: null,
  payoutFrequency: null,
  minimumInvestment: null,
} as const;
