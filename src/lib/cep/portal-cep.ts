// The portal's one CEP lookup, shared by the profile form (no-JS 'Buscar CEP') and the JSON
// endpoint the CEP island calls, so both fill the address the same way from the same cache.
import { config } from '../config.ts';
import { cepLookup } from './cep-lookup.ts';

export const lookupCep = cepLookup({ baseUrl: () => config.cepServiceUrl });
