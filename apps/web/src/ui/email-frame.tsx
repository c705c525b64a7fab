interface EmailFrameProps {
  /** The message's HTML part, a whole document. */
  html: string;
  /** The frame's accessible name. */
  title: string;
}

/**
 * An e-mail's HTML as its reader sees it (spec 3 §2.5 email-preview, spec 2 §2 view customer email), in a
 * frame sandboxed of everything: no scripts, forms, pop-ups or same-origin access, so nothing a message
 * holds can reach the app or navigate it.
 */
export function EmailFrame({ html, title }: EmailFrameProps) {
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox=""
      style={{
        width: '100%',
        height: 360,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
      }}
    />
  );
}
