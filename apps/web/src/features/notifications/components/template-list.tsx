import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { EmailTemplateSummary } from '@paybook/contracts/email-templates';
import { TEMPLATE_CATEGORIES } from '@paybook/domain/email-templates/template-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TemplateListProps {
  templates: readonly EmailTemplateSummary[];
}

function StatusBadge({ template }: { template: EmailTemplateSummary }) {
  const { t } = useTranslation();
  if (template.is_disabled) return <Badge color="gray.7">{t('notifications.templates.off')}</Badge>;
  if (!template.can_be_edited)
    return (
      <Badge variant="outline" color="gray.7">
        {t('notifications.templates.fixed')}
      </Badge>
    );
  return template.is_customized ? (
    <Badge color="blue.9">{t('notifications.templates.customized')}</Badge>
  ) : (
    <Badge variant="outline" color="teal.9">
      {t('notifications.templates.default')}
    </Badge>
  );
}

/** spec 3 §2.5: the templates grouped by category (spec 3 §9 order), each group in the server's priority order. */
export function TemplateList({ templates }: TemplateListProps) {
  const { t } = useTranslation();
  const groups = TEMPLATE_CATEGORIES.map((category) => ({
    category,
    rows: templates.filter((template) => template.category === category),
  })).filter((group) => group.rows.length > 0);

  return (
    <Stack gap="lg">
      {groups.map(({ category, rows }) => (
        <Card key={category} withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t(`notifications.categories.${category}`)}
            </Title>
            <Table verticalSpacing="xs" aria-label={t(`notifications.categories.${category}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('notifications.templates.name')}</Table.Th>
                  <Table.Th w={140}>{t('notifications.templates.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((template) => (
                  <Table.Tr key={template.template_key}>
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor
                          component={Link}
                          to={`/settings/notifications/edit-email/${template.template_key}`}
                          aria-label={t('notifications.templates.editNamed', { name: template.name })}
                        >
                          {template.name}
                        </Anchor>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge template={template} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      ))}
      {groups.length === 0 && <Text c="dimmed">{t('notifications.templates.empty')}</Text>}
    </Stack>
  );
}
