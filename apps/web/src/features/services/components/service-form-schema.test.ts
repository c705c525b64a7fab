import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyServiceForm, serviceBody, serviceFormSchema } from './service-form-schema';

const categories = [{ id: 7, name: 'Massage' }];
// Keys stand in for texts: the test checks which message, not its wording.
const t = ((key: string) => key) as unknown as TFunction;

describe('service form (spec 1 §5, spec 2 §5)', () => {
  it('spec 2 §5: a typed name matching a category ignoring case sends its id', () => {
    const body = serviceBody(
      { ...emptyServiceForm, name: 'Hot Stone', price: '90', category: ' massage ' },
      categories,
    );
    expect(body).toMatchObject({ offering_category_id: 7, offering_category_name: null });
  });

  it('spec 2 §5: a new name is sent to be created; an empty one means no category', () => {
    expect(serviceBody({ ...emptyServiceForm, category: 'Skin  Care' }, categories)).toMatchObject({
      offering_category_id: null,
      offering_category_name: 'Skin Care',
    });
    expect(serviceBody({ ...emptyServiceForm, category: '  ' }, categories)).toMatchObject({
      offering_category_id: null,
      offering_category_name: null,
    });
  });

  it('spec 1 §5: the buffer and providers go out as numbers', () => {
    const body = serviceBody(
      { ...emptyServiceForm, buffer_minutes: '15', service_provider_ids: ['3', '4'] },
      [],
    );
    expect(body).toMatchObject({ buffer_minutes: 15, service_provider_ids: [3, 4] });
  });

  it('spec 1 §5: more than 12 hours is refused on the duration field', () => {
    const result = serviceFormSchema(t).safeParse({
      ...emptyServiceForm,
      name: 'Retreat',
      price: '10',
      duration: 13,
      duration_display_unit: 'Hours',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['duration', 'services.form.errors.duration.tooLong'],
    ]);
  });

  it.each(['10,00', '1,250', '$25'])(
    'issue 13 point 2: the price "%s" is refused by the domain money rule',
    (price) => {
      const result = serviceFormSchema(t).safeParse({ ...emptyServiceForm, name: 'Cut', price });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['price', 'services.form.errors.price.format'],
      ]);
    },
  );

  it('ruling 9: a price with three decimals is refused on the price field', () => {
    const result = serviceFormSchema(t).safeParse({ ...emptyServiceForm, name: 'Cut', price: '1.005' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['price']);
  });
});
