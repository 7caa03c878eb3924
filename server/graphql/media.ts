import { GraphQLError } from 'graphql';
import { builder } from './builder';
import { isUploadedFile } from '../modules/media';

// Uploads arrive as GraphQL multipart requests, which Yoga parses into File objects; the use case
// that receives one checks what it really is.
builder.scalarType('File', {
  description: 'A file sent in a GraphQL multipart request (graphql-multipart-request-spec)',
  serialize: () => {
    throw new GraphQLError('A File is input only.');
  },
  parseValue: (value) => {
    if (!isUploadedFile(value)) throw new GraphQLError('Expected a file sent in a multipart request.');
    return value;
  },
});
