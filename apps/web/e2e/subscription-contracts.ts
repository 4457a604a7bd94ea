// The subscription service's contracts in the end-to-end run (subscription-service.ts seeds them; the spec
// creates our customers with these e-mail addresses).

/** The contracts the spec works with, one per language, and two it only sees. */
export const e2eContracts = {
  en: { id: 880101, email: 'anna.abo-en@example.ch', firstName: 'Anna', lastName: 'Abo' },
  de: { id: 880102, email: 'beat.abo-de@example.ch', firstName: 'Beat', lastName: 'Abo' },
  paused: { id: 880103, email: 'nora.pause@example.ch', firstName: 'Nora', lastName: 'Pause' },
  cancelled: { id: 880104, email: 'otto.ende@example.ch', firstName: 'Otto', lastName: 'Ende' },
};

/** The service's API key the e2e server is given (APPSTLE_KEY). */
export const e2eAppstleKey = 'e2e-appstle-key';
