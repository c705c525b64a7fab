// spec 2 §2.2 share step and share post link modal: "a share step with social and e-mail links". Plain
// addresses the browser opens (no third-party scripts on our pages).

export interface ShareText {
  /** The e-mail's subject and the post's text. */
  subject: string;
  /** The e-mail's body before the link. */
  body: string;
}

export interface ShareLinks {
  email: string;
  facebook: string;
  x: string;
}

/** The e-mail, Facebook and X links that share a hosted page's address. */
export function shareLinks(url: string, text: ShareText): ShareLinks {
  const email = new URLSearchParams({ subject: text.subject, body: `${text.body}\n\n${url}` });
  return {
    // mailto wants %20 for spaces, not URLSearchParams' '+'.
    email: `mailto:?${email.toString().replace(/\+/g, '%20')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    x: `https://x.com/intent/tweet?${new URLSearchParams({ text: text.subject, url })}`,
  };
}
