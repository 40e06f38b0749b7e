// POST /authorizationFolder's body {slug, duration, scrool_depth, device}: every field checked
// before anything is written, each with its own pt-BR message.
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { objectBody } from './validation.ts';

/** The portal's path of a top-level folder: the only slug a member can accept terms on. */
const SLUG = /^\/pastasCompartilhadas\/(\d{1,9})$/;
// A day: nobody reads terms longer; anything above is a broken or forged measurement.
const MAX_DURATION_SECONDS = 86_400;
// User-Agent strings run to a few hundred characters; more is not a browser.
const MAX_DEVICE_LENGTH = 512;

// The contract's `duration` is still checked, but the reading time on record is the API's own
// measure (services/terms-evidence.ts): a browser's claim is not evidence.
export type AuthorizationRequest = {
  folderId: number;
  slug: string;
  /** As the browser reported it; null: unknown (terms read without JavaScript). */
  reportedScrollDepth: number | null;
  device: string;
};

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export function readAuthorizationRequest(input: unknown): AuthorizationRequest {
  const body = objectBody(input);
  const { slug, duration, scrool_depth: depth, device } = body;
  const match = typeof slug === 'string' ? SLUG.exec(slug) : null;
  if (!match || Number(match[1]) < 1) throw new ApiError(400, MSG.slugInvalid);
  if (!wholeIn(duration, 0, MAX_DURATION_SECONDS)) throw new ApiError(400, MSG.durationInvalid);
  if (depth !== null && !wholeIn(depth, 0, 100)) throw new ApiError(400, MSG.scrollDepthInvalid);
  if (typeof device !== 'string' || device.trim() === '' || device.length > MAX_DEVICE_LENGTH) throw new ApiError(400, MSG.deviceInvalid);
  return { folderId: Number(match[1]), slug: slug as string, reportedScrollDepth: depth, device: device.trim() };
}
