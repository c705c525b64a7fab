import type { LoginContext } from '@paybook/contracts';
import { type AccessSubject, buildAccessSubject } from '@paybook/domain';

const subjects = new WeakMap<LoginContext, AccessSubject>();

/** The access subject of a login context, built once per context answer. */
export function subjectFor(context: LoginContext): AccessSubject {
  let subject = subjects.get(context);
  if (!subject) {
    subject = buildAccessSubject(context);
    subjects.set(context, subject);
  }
  return subject;
}
