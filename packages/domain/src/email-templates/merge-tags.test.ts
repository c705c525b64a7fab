import { describe, expect, it } from 'vitest';
import { fillMergeTags, type MergeTag, unknownMergeTags } from './merge-tags.ts';

const values = { company_name: 'Juniper & Sons', order_number: '1001', empty: '' };

describe('fillMergeTags (spec 3 §3.3 merge_tags)', () => {
  it.each([
    ['no tags', 'Thank you', 'Thank you'],
    ['one tag', 'Order #{{order_number}}', 'Order #1001'],
    ['spaces inside the braces', 'Order #{{ order_number }}', 'Order #1001'],
    ['a tag twice', '{{order_number}}/{{order_number}}', '1001/1001'],
    ['two tags', '{{company_name}}: {{order_number}}', 'Juniper & Sons: 1001'],
    ['an empty value', 'a{{empty}}b', 'ab'],
    ['an unknown tag stays', 'Hi {{first_nmae}}', 'Hi {{first_nmae}}'],
    ['upper case is not a tag', '{{Company_Name}}', '{{Company_Name}}'],
    ['single braces are text', '{order_number}', '{order_number}'],
    ['an inherited name is not a value', '{{constructor}}', '{{constructor}}'],
  ])('%s', (_case, text, expected) => {
    expect(fillMergeTags(text, values)).toBe(expected);
  });

  it('never reads a value for tags', () => {
    expect(fillMergeTags('Hello {{name}}', { name: '{{company_name}}', company_name: 'X' })).toBe(
      'Hello {{company_name}}',
    );
  });
});

describe('unknownMergeTags', () => {
  const offered: MergeTag[] = [{ tag: 'company_name', label: 'Company name', merge_tag_group: 'Business' }];
  it.each([
    ['all offered', '{{company_name}}', []],
    ['one unknown', '{{company_name}} {{foo}}', ['foo']],
    ['each once, in order', '{{b}} {{a}} {{b}}', ['b', 'a']],
  ])('%s', (_case, text, expected) => {
    expect(unknownMergeTags(text, offered)).toEqual(expected);
  });
});
