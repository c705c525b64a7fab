import type { ReactNode } from 'react';

// spec 2 §2.2 the image carousel: small drawings of what the merchant can make (no external assets), in
// the app's palette. Decorative: each slide's heading and text say what it shows.

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = '#212529';
const MUTED = '#adb5bd';
const LINE = '#dee2e6';
const BLUE = '#1864ab';

function Frame({ children, address }: { children: ReactNode; address: string }) {
  return (
    <svg
      viewBox="0 0 320 200"
      width="100%"
      role="presentation"
      aria-hidden
      focusable="false"
      style={{ display: 'block', maxHeight: 260 }}
      fontFamily={FONT}
    >
      <rect x="1" y="1" width="318" height="198" rx="10" fill="#ffffff" stroke={LINE} strokeWidth="2" />
      <path d="M1 11a10 10 0 0 1 10-10h298a10 10 0 0 1 10 10v15H1z" fill="#f1f3f5" />
      <circle cx="14" cy="14" r="4" fill="#fa5252" />
      <circle cx="27" cy="14" r="4" fill="#fab005" />
      <circle cx="40" cy="14" r="4" fill="#40c057" />
      <rect x="56" y="7" width="200" height="14" rx="7" fill="#ffffff" stroke={LINE} />
      <text x="64" y="17.5" fontSize="8" fill="#868e96">
        {address}
      </text>
      {children}
    </svg>
  );
}

/** A payment form: the merchant's header, one product with its price, the buyer's fields and Pay. */
export function PaymentFormSlide() {
  return (
    <Frame address="paybook.example/pay/northwind/class-pack">
      <rect x="2" y="26" width="316" height="34" fill={BLUE} />
      <circle cx="24" cy="43" r="10" fill="#ffffff" />
      <text x="40" y="47" fontSize="12" fontWeight="700" fill="#ffffff">
        Northwind Fitness
      </text>
      <rect x="20" y="72" width="56" height="46" rx="6" fill="#d0ebff" />
      <text x="88" y="86" fontSize="11" fontWeight="600" fill={INK}>
        Ten class pack
      </text>
      <text x="88" y="102" fontSize="11" fill={INK}>
        $90.00
      </text>
      <rect x="180" y="72" width="120" height="14" rx="3" fill="#ffffff" stroke={LINE} />
      <rect x="180" y="92" width="120" height="14" rx="3" fill="#ffffff" stroke={LINE} />
      <rect x="180" y="112" width="56" height="14" rx="3" fill="#ffffff" stroke={LINE} />
      <rect x="244" y="112" width="56" height="14" rx="3" fill="#ffffff" stroke={LINE} />
      <rect x="180" y="140" width="120" height="24" rx="4" fill={BLUE} />
      <text x="240" y="156" fontSize="10" fontWeight="700" fill="#ffffff" textAnchor="middle">
        Pay $90.00
      </text>
      <rect x="20" y="130" width="130" height="6" rx="3" fill={LINE} />
      <rect x="20" y="142" width="100" height="6" rx="3" fill={LINE} />
    </Frame>
  );
}

function StoreCard({ x, tint, name, price }: { x: number; tint: string; name: string; price: string }) {
  return (
    <g>
      <rect x={x} y="64" width="88" height="112" rx="6" fill="#ffffff" stroke={LINE} />
      <rect x={x + 8} y="72" width="72" height="44" rx="4" fill={tint} />
      <text x={x + 8} y="130" fontSize="9" fontWeight="600" fill={INK}>
        {name}
      </text>
      <text x={x + 8} y="143" fontSize="9" fill={INK}>
        {price}
      </text>
      <rect x={x + 8} y="150" width="72" height="18" rx="4" fill="#0b7285" />
      <text x={x + 44} y="162" fontSize="8" fontWeight="700" fill="#ffffff" textAnchor="middle">
        Add to cart
      </text>
    </g>
  );
}

/** An online store: several items, each with Add to cart, and the cart's count. */
export function StoreSlide() {
  return (
    <Frame address="paybook.example/pay/northwind/shop">
      <text x="20" y="48" fontSize="13" fontWeight="700" fill={INK}>
        Northwind shop
      </text>
      <rect x="262" y="34" width="40" height="20" rx="10" fill="#e7f5ff" />
      <path d="M272 40h3l2 8h10l2-6h-13" fill="none" stroke={BLUE} strokeWidth="1.6" />
      <circle cx="296" cy="36" r="6" fill="#e03131" />
      <text x="296" y="39" fontSize="8" fontWeight="700" fill="#ffffff" textAnchor="middle">
        2
      </text>
      <StoreCard x={20} tint="#ffe8cc" name="Yoga mat" price="$35.00" />
      <StoreCard x={116} tint="#d3f9d8" name="Water bottle" price="$18.00" />
      <StoreCard x={212} tint="#e5dbff" name="Gift card" price="$50.00" />
    </Frame>
  );
}

/** A buy-now button on the merchant's own site: their page, and the item with its button in it. */
export function BuyButtonSlide() {
  return (
    <Frame address="www.northwind-fitness.example">
      <text x="20" y="50" fontSize="14" fontWeight="700" fill={INK} fontFamily="Georgia, serif">
        Give the gift of fitness
      </text>
      <rect x="20" y="62" width="120" height="6" rx="3" fill={LINE} />
      <rect x="20" y="74" width="104" height="6" rx="3" fill={LINE} />
      <rect x="20" y="86" width="112" height="6" rx="3" fill={LINE} />
      <rect x="20" y="98" width="80" height="6" rx="3" fill={LINE} />
      <rect
        x="164"
        y="40"
        width="136"
        height="146"
        rx="8"
        fill="#f8f9fa"
        stroke={MUTED}
        strokeDasharray="4 3"
      />
      <rect x="176" y="50" width="112" height="56" rx="6" fill="#e5dbff" />
      <text x="176" y="122" fontSize="10" fontWeight="600" fill="#000000">
        Gift card
      </text>
      <text x="176" y="136" fontSize="9" fill="#000000">
        $50.00
      </text>
      <rect x="176" y="146" width="64" height="24" fill="#0088cc" />
      <text x="208" y="162" fontSize="10" fontWeight="700" fill="#ffffff" textAnchor="middle">
        Checkout
      </text>
      <path d="M236 160l0 18 5-5 4 8 4-2-4-8 7 0z" fill={INK} stroke="#ffffff" strokeWidth="1" />
    </Frame>
  );
}

/** Paid: the customer's receipt, and the order in the back office. */
export function PaidSlide() {
  return (
    <Frame address="paybook.example/orders">
      <circle cx="70" cy="92" r="30" fill="#d3f9d8" />
      <path
        d="M56 92l10 10 20-22"
        fill="none"
        stroke="#2b8a3e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="70" y="146" fontSize="12" fontWeight="700" fill={INK} textAnchor="middle">
        Paid $50.00
      </text>
      <text x="70" y="162" fontSize="9" fill="#868e96" textAnchor="middle">
        Receipt sent
      </text>
      <text x="150" y="48" fontSize="11" fontWeight="700" fill={INK}>
        Orders
      </text>
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect x="150" y={58 + row * 30} width="152" height="24" rx="4" fill="#ffffff" stroke={LINE} />
          <rect x="158" y={66 + row * 30} width="60" height="7" rx="3" fill={row === 0 ? INK : MUTED} />
          <rect x="246" y={63 + row * 30} width="48" height="14" rx="7" fill="#d3f9d8" />
          <text x="270" y={73 + row * 30} fontSize="8" fontWeight="700" fill="#2b8a3e" textAnchor="middle">
            Paid
          </text>
        </g>
      ))}
    </Frame>
  );
}

/** The carousel's slides, in order: their texts are stores.howItWorks.slides.{key}. */
export const HOW_IT_WORKS_SLIDES = [
  { key: 'paymentForm', Drawing: PaymentFormSlide },
  { key: 'store', Drawing: StoreSlide },
  { key: 'buyButton', Drawing: BuyButtonSlide },
  { key: 'paid', Drawing: PaidSlide },
] as const;
