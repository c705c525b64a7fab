/** @jsxImportSource preact */

// Tabler's outline icons (the back office's icon set), drawn inline: three paths are lighter than the package.
function Icon({ paths, size }: { paths: string[]; size: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
      class="icon"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const IconLock = ({ size = 16 }: { size?: number }) => (
  <Icon
    size={size}
    paths={[
      'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6',
      'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
      'M8 11v-4a4 4 0 1 1 8 0v4',
    ]}
  />
);

export const IconCircleCheck = ({ size = 20 }: { size?: number }) => (
  <Icon size={size} paths={['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4']} />
);

export const IconShoppingBagX = ({ size = 20 }: { size?: number }) => (
  <Icon
    size={size}
    paths={[
      'M13 21h-4.426a3 3 0 0 1 -2.965 -2.544l-1.255 -8.152a2 2 0 0 1 1.977 -2.304h11.339a2 2 0 0 1 1.977 2.304l-.506 3.287',
      'M9 11v-5a3 3 0 0 1 6 0v5',
      'M22 22l-5 -5',
      'M17 22l5 -5',
    ]}
  />
);
