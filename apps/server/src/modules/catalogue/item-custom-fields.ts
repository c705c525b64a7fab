import type { CatalogueCustomField } from '@paybook/contracts';
import { customFieldMessages, customFieldProblems, normalizeCatalogueCustomField } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, fieldProblemsError } from '../../lib/app-error.ts';
import { insertTemplate, listTemplates } from './catalogue.repository.ts';

/**
 * spec 2 §5: an item's custom fields, checked against each other and the merchant's saved templates
 * (400 naming 'custom_fields_collection.{i}.{field}'), then normalised. A field marked save_as_template
 * is stored as a template too and answers as one from that template (field_id set, save_as_template
 * false), so saving the item again does not clash with its own template. A field_id that names no
 * template of the merchant's (another merchant's, or none) links nothing.
 */
export async function prepareCustomFields(
  tx: Database,
  merchantId: number,
  fields: readonly CatalogueCustomField[],
): Promise<CatalogueCustomField[]> {
  const templates = await listTemplates(tx, merchantId);
  const templateIds = new Set(templates.map((template) => template.id));
  const linked = fields.map((field) => ({
    ...field,
    field_id: field.field_id !== null && templateIds.has(field.field_id) ? field.field_id : null,
  }));
  const problems = fieldProblemsError(customFieldProblems(linked, templates));
  if (problems) throw problems;

  const saved: CatalogueCustomField[] = [];
  for (const [index, field] of linked.entries()) {
    const normal = { ...normalizeCatalogueCustomField(field), save_as_template: false };
    if (field.save_as_template && field.field_id === null) {
      const id = await insertTemplate(tx, merchantId, normal);
      // A template of that name saved meanwhile by someone else (the unique index decides).
      if (id === undefined) {
        throw badRequest(`custom_fields_collection.${index}.name`, customFieldMessages.duplicateTemplate);
      }
      normal.field_id = id;
    }
    saved.push(normal);
  }
  return saved;
}
