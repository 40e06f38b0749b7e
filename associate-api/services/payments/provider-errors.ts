// Turns a provider failure into the member's answer: a refusal carries the provider's own text
// when it has one; an unreachable provider says nothing was charged; any other failure gets the
// spec §8 fallback of the call. Unknown errors pass through unchanged (they are ours).
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { PaymentProviderError } from './provider.ts';

export function providerFailure(error: unknown, fallback: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.kind === 'unreachable' || error.kind === 'timeout') return new ApiError(503, MSG.providerUnavailable);
  if (error.kind === 'refused') return new ApiError(422, error.providerMessage ?? fallback);
  return new ApiError(502, fallback);
}

/** Runs a provider call, rethrowing its failure as the member's answer. */
export async function atProvider<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(error, fallback);
  }
}
