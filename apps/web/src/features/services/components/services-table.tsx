import { ActionIcon, Anchor, Avatar, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Offering } from '@paybook/contracts';
import { providerDisplayName } from '@paybook/domain';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useDeleteService } from '../api/delete-service';
import { confirmServiceAction } from './confirm-service-action';
import { formatDuration, formatPrice } from './format';
import { ServiceStatusSwitch } from './service-status-switch';

export const serviceEditPath = (id?: number) => `/appointments/settings/services/edit${id ? `/${id}` : ''}`;

function DeleteServiceButton({ service }: { service: Offering }) {
  const { t } = useTranslation();
  const remove = useDeleteService();
  const label = t('services.delete.label', { name: service.name });
  const confirm = () =>
    confirmServiceAction({
      title: t('services.delete.title'),
      body: t('services.delete.body', { name: service.name }),
      confirmLabel: t('services.delete.confirm'),
      // The row (and this button) leaves with the refetched list, so the notice follows the promise,
      // which outlives the component; a failure was already shown by the global error notice.
      onConfirm: () =>
        remove
          .mutateAsync(service.id)
          .then(() => notifySuccess(t('services.delete.done', { name: service.name })))
          .catch(() => undefined),
    });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={label}
        onClick={confirm}
        loading={remove.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The service list's rows (spec 1 §2.3 services.view): image, name, category, duration, price, providers, status. */
export function ServicesTable({ services }: { services: Offering[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>
              <VisuallyHidden component="span">{t('services.columns.image')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('services.columns.name')}</Table.Th>
            <Table.Th>{t('services.columns.category')}</Table.Th>
            <Table.Th>{t('services.columns.duration')}</Table.Th>
            <Table.Th ta="right">{t('services.columns.price')}</Table.Th>
            <Table.Th>{t('services.columns.providers')}</Table.Th>
            <Table.Th>{t('services.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden component="span">{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td>
                <Avatar src={service.image?.link} alt="" radius="sm" color="gray">
                  <IconPhoto size={18} aria-hidden />
                </Avatar>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={serviceEditPath(service.id)} fw={600}>
                  {service.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {service.offering_category?.name ?? (
                  <Text span inherit c="dimmed">
                    {t('services.noCategory')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDuration(service, t)}</Table.Td>
              <Table.Td ta="right">{formatPrice(service.price)}</Table.Td>
              <Table.Td>
                {service.service_providers.length > 0 ? (
                  service.service_providers
                    .map((provider) => providerDisplayName(provider.first_name, provider.last_name))
                    .join(', ')
                ) : (
                  <Text span inherit c="dimmed">
                    {t('services.noProviders')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ServiceStatusSwitch service={service} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t('services.edit.label', { name: service.name })}>
                    <ActionIcon
                      component={Link}
                      to={serviceEditPath(service.id)}
                      variant="subtle"
                      aria-label={t('services.edit.label', { name: service.name })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <DeleteServiceButton service={service} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
