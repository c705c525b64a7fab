import { Button, type ButtonProps, Modal } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';

/**
 * spec 2 §2.2 the store video modal: a video of selling online, from ECOMMERCE_VIDEO_URL (the login
 * context's shell configuration). Without one configured, nothing shows.
 */
export function StoreVideoButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const { config } = useLoginContext();
  const [isOpen, setOpen] = useState(false);
  const url = config.ecommerce_video_url;
  if (!url) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        {...props}
        onClick={() => setOpen(true)}
      >
        {t('stores.video.open')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('stores.video.title')}
        size="xl"
        centered
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the merchant's own video; captions are its publisher's. */}
        <video
          src={url}
          controls
          autoPlay
          style={{ width: '100%', borderRadius: 8 }}
          data-testid="store-video"
        />
      </Modal>
    </>
  );
}
