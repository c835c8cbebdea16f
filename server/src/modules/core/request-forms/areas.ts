// The five areas of request forms (spec 000 §6, MODULES.md §3.14): the `module` value each menu
// sends, the permission that opens it, and its Hungarian name.
export const REQUEST_FORM_AREAS = ['finance', 'hr', 'education', 'technical', 'profile'] as const;
export type TRequestFormArea = (typeof REQUEST_FORM_AREAS)[number];

export const REQUEST_FORM_PERMISSIONS: Readonly<Record<TRequestFormArea, string>> = {
  finance: 'request_forms.can_see_request_forms_finance',
  hr: 'request_forms.can_see_request_forms_hr',
  education: 'request_forms.can_see_request_forms_education',
  technical: 'request_forms.can_see_request_forms_technical',
  profile: 'request_forms.can_see_request_forms_profile',
};

/** The menu areas' names (Pénzügy, HR, Tanügy, Műszak, Profil). */
export const REQUEST_FORM_AREA_LABELS: Readonly<Record<TRequestFormArea, string>> = {
  finance: 'Pénzügy',
  hr: 'HR',
  education: 'Tanügy',
  technical: 'Műszak',
  profile: 'Profil',
};
