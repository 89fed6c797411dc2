import { describe, expect, it } from 'vitest';
import { withoutNotes } from './schema-notes';

describe('withoutNotes', () => {
  it.each([
    { name: 'a note of the schema goes', schema: { description: 'd', type: 'string' }, expected: { type: 'string' } },
    { name: 'a $comment goes', schema: { $comment: 'c', type: 'string' }, expected: { type: 'string' } },
    {
      name: 'notes deep in definitions, properties, oneOf and items go',
      schema: {
        oneOf: [{ $ref: '#/definitions/A', description: 'x' }],
        definitions: { A: { description: 'a', type: 'array', items: { description: 'i', type: 'string' } } },
        properties: { b: { description: 'b', type: 'integer' } },
      },
      expected: {
        oneOf: [{ $ref: '#/definitions/A' }],
        definitions: { A: { type: 'array', items: { type: 'string' } } },
        properties: { b: { type: 'integer' } },
      },
    },
    {
      name: 'a property or a definition named description stays',
      schema: { properties: { description: { type: 'string', description: 'the text' } }, required: ['description'] },
      expected: { properties: { description: { type: 'string' } }, required: ['description'] },
    },
    {
      name: 'data stays as it is: const, enum, default, examples',
      schema: { const: { description: 'kept' }, enum: [{ description: 1 }], default: { description: 2 }, examples: [{ description: 3 }] },
      expected: { const: { description: 'kept' }, enum: [{ description: 1 }], default: { description: 2 }, examples: [{ description: 3 }] },
    },
  ])('$name', ({ schema, expected }) => {
    expect(withoutNotes(schema)).toEqual(expected);
  });
});
