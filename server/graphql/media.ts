import { GraphQLError } from 'graphql';
import { builder } from './builder';
import { isUploadedFile } from '../media';

// Uploads arrive as GraphQL multipart requests, which Yoga parses into File objects; the use case
// that receives one checks what it really is. Two names for the one kind of value: `Upload`, the
// name the multipart request spec's clients know, for the listing editor's media (issue 19 names
// it); `File` for the mutations that took files before it, whose clients declare that name.
for (const name of ['File', 'Upload'] as const) {
  builder.scalarType(name, {
    description: `A file sent in a GraphQL multipart request (graphql-multipart-request-spec)${name === 'File' ? '; the same as Upload' : ''}`,
    serialize: () => {
      throw new GraphQLError(`A ${name} is input only.`);
    },
    parseValue: (value) => {
      if (!isUploadedFile(value)) throw new GraphQLError('Expected a file sent in a multipart request.');
      return value;
    },
  });
}
