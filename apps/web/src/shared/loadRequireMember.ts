import { loadStrings } from '../i18n';

/** The account pages' guard with its words: both load when a guarded page is opened, not with the first page. */
export const loadRequireMember = async () =>
  (await Promise.all([import('./RequireMember'), loadStrings('guard')]))[0].RequireMember;
