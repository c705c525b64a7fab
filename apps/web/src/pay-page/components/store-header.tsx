/** @jsxImportSource preact */
import type { PublicStore } from '@paybook/contracts';
import { legibleForeground } from '@paybook/domain/stores/store-design';

/** The page's top: the form's colours, its logo and name, and its banner (spec 2 §3 design settings). */
export function StoreHeader({ store }: { store: PublicStore }) {
  const color = legibleForeground(store.foreground_color, store.background_color);
  return (
    <div class="store-header">
      <div class="store-band" style={{ background: store.background_color, color }}>
        {store.logo_url && <img class="store-logo" src={store.logo_url} alt="" />}
        <div>
          <h1 class="store-name">{store.name}</h1>
          <p class="small">{store.business.name}</p>
        </div>
      </div>
      {store.banner_url && <img class="store-banner" src={store.banner_url} alt="" />}
    </div>
  );
}
