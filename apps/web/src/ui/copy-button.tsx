import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '@/lib/notify';

interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  value: string;
  label: string;
  /** Told when the copied state starts and when it ends 3 s later (the spec's highlight, spec 1 §9). */
  onCopiedChange?: (isCopied: boolean) => void;
}

/** Copies text; says 'Copied to Clipboard' or 'Error copying text.' (spec 1 §8). */
export function CopyButton({ value, label, onCopiedChange, ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopiedChange?.(true);
      window.setTimeout(() => {
        setCopied(false);
        onCopiedChange?.(false);
      }, 3000);
      notifySuccess(t('common.copied'));
    } catch {
      notifyFailure(t('common.copyFailed'));
    }
  };

  return (
    <Button
      variant="default"
      leftSection={isCopied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      onClick={() => void handleCopy()}
      {...props}
    >
      {label}
    </Button>
  );
}
