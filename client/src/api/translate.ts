// Backend error texts the spec wants in Hungarian (000 §5); anything else passes unchanged
// (the server already answers in Hungarian for its own messages).
const BACKEND_TEXTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/this list may not be empty|empty list (is )?not allowed/i, 'A lista nem lehet üres.'],
  [
    /either .*tender.*not both|tender announcement or .*relationship/i,
    'Pályázati kiírást vagy pályázat nélküli jogviszonyt kell választani, a kettőt együtt nem.',
  ],
  [/application e-?mail or (the )?address/i, 'A jelentkezési e-mail cím vagy cím megadása kötelező.'],
  [/institution .*no longer (be )?selectable/i, 'Az intézmény új szerződéshez már nem választható.'],
  [/wrong password|invalid password|old password was entered incorrectly/i, 'Hibás jelszó.'],
  [/asset .*not found in (the )?inventory/i, 'Az eszköz nem található a leltárban.'],
  [/financial budget .*not active/i, 'A pénzügyi keret nem aktív.'],
  [/inactive type|type is (not active|inactive)/i, 'Inaktív típus.'],
];

export function translateBackendText(text: string): string {
  const hit = BACKEND_TEXTS.find(([pattern]) => pattern.test(text));
  return hit ? hit[1] : text;
}

export type TFieldErrors = Record<string, string[]>;

export function translateFieldErrors(errors: TFieldErrors): TFieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(translateBackendText)]));
}
