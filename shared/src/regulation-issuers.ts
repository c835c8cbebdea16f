// Who issued an authority inspection's resolution (határozat): the authorities that inspect
// Hungarian schools (ours; the spec names the field only). The server's choice field and the
// client's list column share the labels.
export const REGULATION_ISSUERS = {
  disaster_management: 'Katasztrófavédelem (tűzvédelem)',
  public_health: 'Népegészségügyi hatóság',
  food_chain: 'Élelmiszerlánc-biztonsági hatóság',
  occupational_safety: 'Munkavédelmi hatóság',
  building: 'Építésügyi hatóság',
  environment: 'Környezetvédelmi hatóság',
  education: 'Oktatási hatóság',
  other: 'Egyéb hatóság',
} as const;
