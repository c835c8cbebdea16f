// The five request form sections (000 §2): the sections list reads these without loading the screens.
export type TRequestFormArea = 'finance' | 'hr' | 'education' | 'technical' | 'profile';

export const REQUEST_FORM_AREAS: readonly TRequestFormArea[] = ['finance', 'hr', 'education', 'technical', 'profile'];

/** Each area's menu prefix. */
export const REQUEST_FORM_PREFIXES: Readonly<Record<TRequestFormArea, string>> = {
  finance: '/penzugy/kervenyek',
  hr: '/hr/kervenyek',
  education: '/tanugy/kervenyek',
  technical: '/muszak/kervenyek',
  profile: '/profil/kervenyek',
};
