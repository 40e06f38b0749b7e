// Portal configuration, read once from astro:env (schema in astro.config.mjs). Server-only.
import {
  ASSOCIATE_API_KEY,
  ASSOCIATE_API_URL,
  ASSOCIATION_SUPPORT_EMAIL,
  ASSOCIATION_SUPPORT_PHONE,
  CEP_SERVICE_URL,
  PAYMENT_PROFILE_URL,
  PAYMENT_PUBLIC_KEY,
  PUBLIC_URL,
  REQUEST_ATTACHMENT_MB,
  SESSION_COOKIE_SECURE,
  TRUST_PROXY,
} from 'astro:env/server';

// Getters, not values: astro:env fills these bindings from process.env when the server starts,
// which may be after this module is first evaluated.
export const config = {
  get apiUrl() { return ASSOCIATE_API_URL.replace(/\/+$/, ''); },
  get publicUrl() { return PUBLIC_URL; },
  get paymentProfileUrl() { return PAYMENT_PROFILE_URL; },
  get paymentPublicKey() { return PAYMENT_PUBLIC_KEY; },
  get cepServiceUrl() { return CEP_SERVICE_URL; },
  /** As members read it: 'Ligue para a associação' messages and, as digits, the support chat link. */
  get supportPhone() { return ASSOCIATION_SUPPORT_PHONE; },
  /** Where members write to the association (barrier reports on /acessibilidade). */
  get supportEmail() { return ASSOCIATION_SUPPORT_EMAIL; },
  get trustProxy() { return TRUST_PROXY; },
  /** Largest attachment of a request to the association (REQUEST_ATTACHMENT_MB). */
  get requestAttachmentMb() { return REQUEST_ATTACHMENT_MB; },
  // Cookies are Secure whenever the members' address is https, unless the operator says otherwise.
  get cookieSecure() { return SESSION_COOKIE_SECURE ?? PUBLIC_URL.startsWith('https:'); },
  get servedOverHttps() { return PUBLIC_URL.startsWith('https:'); },
};

/** The shared secret portal→API (required: Astro refuses to start the portal without it). */
export const apiKey = (): string => ASSOCIATE_API_KEY;
