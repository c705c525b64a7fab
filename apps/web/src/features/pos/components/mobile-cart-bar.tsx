import { Affix, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-format';

interface MobileCartBarProps {
  count: number;
  totalCents: number;
  /** A modal is open: the bar would sit on top of it. */
  isHidden: boolean;
}

/** Whether the cart (#pos-cart) is on screen: the bar is not needed then. */
function useCartInView(): boolean {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const cart = document.getElementById('pos-cart');
    if (!cart) return;
    // In view once its top is in the upper 60 % of the screen, not when its edge peeks in at the bottom.
    const observer = new IntersectionObserver(([entry]) => setIsInView(entry?.isIntersecting ?? false), {
      rootMargin: '0px 0px -40% 0px',
    });
    observer.observe(cart);
    return () => observer.disconnect();
  }, []);
  return isInView;
}

/**
 * On a phone the cart sits under the catalogue: a bar at the bottom says what it holds and scrolls to it
 * (issue 15 point 3: a 375 px layout with the catalogue and the cart stacked).
 */
export function MobileCartBar({ count, totalCents, isHidden }: MobileCartBarProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 62em)');
  const isCartInView = useCartInView();
  if (!isNarrow || count === 0 || isHidden || isCartInView) return null;
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }}>
      <Button
        fullWidth
        size="md"
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        onClick={() =>
          document.getElementById('pos-cart')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
        }
      >
        {t('pointOfSale.cart.viewCart', { count, total: formatCents(totalCents) })}
      </Button>
    </Affix>
  );
}
