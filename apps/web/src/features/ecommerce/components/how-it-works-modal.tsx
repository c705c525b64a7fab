import { Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carouselSlide } from '../lib/carousel';
import { HOW_IT_WORKS_SLIDES } from './how-it-works-slides';

const COUNT = HOW_IT_WORKS_SLIDES.length;

/**
 * spec 2 §2.2 the image carousel modal: what a payment form, an online store and a buy-now button look
 * like, and the payment arriving. Previous and Next (and the arrow keys) move one slide; it wraps around
 * from the last to the first and back. Each opening starts at the first slide.
 */
export function HowItWorksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!opened) return;
    setIndex(0);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((current) => carouselSlide(current, 1, COUNT));
      if (event.key === 'ArrowLeft') setIndex((current) => carouselSlide(current, -1, COUNT));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened]);

  const slide = HOW_IT_WORKS_SLIDES[index] ?? HOW_IT_WORKS_SLIDES[0];
  const counter = t('stores.howItWorks.counter', { current: index + 1, count: COUNT });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('stores.howItWorks.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('stores.closeDialog') }}
    >
      <Stack
        component="section"
        gap="md"
        aria-roledescription="carousel"
        aria-label={t('stores.howItWorks.carousel')}
      >
        <Stack
          gap="sm"
          role="group"
          aria-roledescription="slide"
          aria-label={counter}
          data-testid="carousel-slide"
        >
          <Box bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <slide.Drawing />
          </Box>
          <Title order={3} size="h4">
            {t(`stores.howItWorks.slides.${slide.key}.title`)}
          </Title>
          {/* Room for three lines, so that the buttons below stay put from slide to slide. */}
          <Text mih="4.7em">{t(`stores.howItWorks.slides.${slide.key}.body`)}</Text>
        </Stack>
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            aria-label={t('stores.howItWorks.previousSlide')}
            onClick={() => setIndex((current) => carouselSlide(current, -1, COUNT))}
          >
            {t('stores.howItWorks.previous')}
          </Button>
          <Text
            size="sm"
            c="dimmed"
            aria-live="polite"
            style={{ whiteSpace: 'nowrap' }}
            data-testid="carousel-counter"
          >
            {counter}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            aria-label={t('stores.howItWorks.nextSlide')}
            onClick={() => setIndex((current) => carouselSlide(current, 1, COUNT))}
          >
            {t('stores.howItWorks.next')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('stores.howItWorks.keys')}
        </Text>
      </Stack>
    </Modal>
  );
}
