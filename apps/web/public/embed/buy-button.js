// Paybook buy-now button (issue 27 point 3; spec 2 §3 Buy-button fields). Pasted on any web page as
//   <div data-paybook-button="/pay/{url_subdomain}/{url_name}"></div>
//   <script async src="https://{paybook}/embed/buy-button.js"></script>
// it reads the button's public page from the server it was loaded from and draws the item and its button
// inside a shadow root, so the page's styles and the button's never touch. The button opens the hosted
// checkout, where the price is the server's. No framework, no cookies, no storage.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const PADDING = { sm: '6px 14px', md: '10px 22px', lg: '14px 30px' };
  const FONT = { sm: '14px', md: '16px', lg: '18px' };
  const RADIUS = ['0', '6px', '999px'];

  function node(tag, className, text) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text) element.textContent = text;
    return element;
  }

  function styles(button, horizontal) {
    return `:host{all:initial;display:inline-block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.box{display:flex;flex-direction:${horizontal ? 'row' : 'column'};align-items:${horizontal ? 'center' : 'flex-start'};gap:10px;max-width:${horizontal ? '560px' : '280px'};color:${button.details_text_color}}
img{width:${horizontal ? '96px' : '100%'};max-height:200px;object-fit:cover;border-radius:6px}
.name{font-size:16px;font-weight:600;margin:0}.description{font-size:14px;margin:0;opacity:.9}.price{font-size:15px;font-weight:600;margin:0}
.details{display:flex;flex-direction:column;gap:4px}
a{display:inline-block;align-self:flex-start;text-decoration:none;cursor:pointer;font-weight:600;line-height:1.2;background:${button.button_background_color};color:${button.button_text_color};padding:${PADDING[button.button_size] ?? PADDING.md};font-size:${FONT[button.button_size] ?? FONT.md};border-radius:${RADIUS[button.button_shape] ?? RADIUS[0]}}
a:focus-visible{outline:3px solid #1971c2;outline-offset:2px}`;
  }

  function draw(host, store, pageUrl) {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.textContent = '';
    const button = store.buy_button;
    const item = store.items[0];
    if (!button || !item) return unavailable(host);
    const style = node('style');
    style.textContent = styles(button, button.layout_option === 'horizontal');
    const box = node('div', 'box');
    if (button.show_offering_image && item.image_url) {
      const image = node('img');
      image.src = origin + item.image_url;
      image.alt = '';
      box.append(image);
    }
    const details = node('div', 'details');
    if (button.show_offering_name) details.append(node('p', 'name', item.name));
    if (button.show_offering_description && item.description)
      details.append(node('p', 'description', item.description));
    if (button.show_offering_price) details.append(node('p', 'price', item.price_text));
    const link = node('a', '', button.button_text);
    link.href = pageUrl;
    link.target = '_blank';
    link.rel = 'noopener';
    link.setAttribute('role', 'button');
    link.setAttribute('aria-label', `${button.button_text}: ${item.name}`);
    details.append(link);
    box.append(details);
    root.append(style, box);
  }

  function unavailable(host) {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.textContent = '';
    const style = node('style');
    style.textContent =
      ':host{all:initial;font-family:system-ui,sans-serif}.unavailable{font-size:14px;color:#495057}';
    root.append(style, node('p', 'unavailable', 'This item is not available right now.'));
  }

  function mount(host) {
    const match = /^\/pay\/([a-z0-9-]+)\/([a-z0-9-]+)$/i.exec(host.getAttribute('data-paybook-button') ?? '');
    if (!match || host.dataset.paybookDrawn) return;
    host.dataset.paybookDrawn = 'true';
    fetch(`${origin}/api/public/store/${match[1]}/${match[2]}`, { credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : null))
      .then((store) =>
        store ? draw(host, store, `${origin}/pay/${match[1]}/${match[2]}`) : unavailable(host),
      )
      .catch(() => unavailable(host));
  }

  for (const host of document.querySelectorAll('[data-paybook-button]')) mount(host);
})();
