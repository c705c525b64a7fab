// spec 3 §2.5 /settings/notifications and spec 3 §6: notifications and e-mail templates need
// manage_configuration; the server refuses every notifications call without it, the web hides the screens.
import { needRight, type Requirement } from '../access/requirement.ts';

export const EMAIL_TEMPLATES_REQUIREMENT: Requirement = needRight('manage_configuration');
