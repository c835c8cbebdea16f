// The surveys' permissions (MODULES.md §3.62–3.63: "ours, no gate documented"), shared by the
// surveys and their results: using the module (a school fills in, the centre reads) and keeping
// the surveys (the centre's education referents; superusers have every permission).
export const SURVEYS_PERMISSION = 'surveys.can_use_surveys_module';
export const SURVEYS_EDIT_PERMISSION = 'surveys.can_edit_surveys';
