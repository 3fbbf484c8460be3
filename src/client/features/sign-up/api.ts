import { api } from '../../api/api-slice';
import { isCountry, type Country } from './countries';

export const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /data/countries.json (spec section 7): a static file beside the app, not under /api. */
    getCountries: build.query<Country[], void>({
      // Absolute, so fetchBaseQuery does not put it under the /api base.
      query: () => `${globalThis.location.origin}/data/countries.json`,
      // Entries that are not countries are dropped; an empty list counts as a failed load.
      transformResponse: (response: unknown) => (Array.isArray(response) ? response.filter(isCountry) : []),
      // Cached 5 minutes like every other query (the slice's keepUnusedDataFor), as spec section 7 says.
    }),
  }),
});

export const { useGetCountriesQuery } = signUpApi;
