// spec 3 §7 hub/security_questions and save_security_questions: the fixed list users answer from.

export const SECURITY_QUESTIONS = [
  { id: 1, text: 'What was the name of your first pet?' },
  { id: 2, text: 'In what city were you born?' },
  { id: 3, text: 'What was the make of your first car?' },
  { id: 4, text: 'What is the name of the street you grew up on?' },
  { id: 5, text: 'What was the name of your first school?' },
  { id: 6, text: 'What is your favourite book?' },
  { id: 7, text: "What is your oldest sibling's middle name?" },
  { id: 8, text: 'In what city did your parents meet?' },
] as const;

/** How many different questions a user answers. */
export const SECURITY_QUESTIONS_REQUIRED = 3;

export function isSecurityQuestionId(id: number): boolean {
  return SECURITY_QUESTIONS.some((question) => question.id === id);
}

/** Answers compare ignoring case and surrounding or repeated spaces. */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}
