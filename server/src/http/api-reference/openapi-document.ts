import { API_CALLS } from '@shop/contract/api-calls';
import type { CallDef } from '@shop/contract/calls';
import { CLIENT_ID } from '@shop/contract/client-id';
import { errorEnvelope } from '@shop/contract/envelope';
import { ERRORS, type ErrorCode } from '@shop/contract/errors';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A call's schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Inputs are described as the
 * client may send them (`io: 'input'`: defaults may be left out, coerced numbers shown as the
 * number they become), outputs as the server sends them. Every contract schema is representable;
 * `unrepresentable: 'throw'` keeps it that way, so a new schema that is not fails at start-up and
 * in the tests rather than silently documenting `{}`.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'throw',
    override: ({ jsonSchema }) => {
      // `z.number().int()` bounds itself to safe integers; saying so on every id is noise.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  return rest;
}

/** Adds fields the server's envelope puts around the contract's own (client_id in, status out). */
function withFields(schema: JsonSchema, fields: Record<string, JsonSchema>): JsonSchema {
  if (schema.type !== 'object')
    return { allOf: [{ type: 'object', properties: fields, required: Object.keys(fields) }, schema] };
  const required = (schema.required as string[] | undefined) ?? [];
  return {
    ...schema,
    properties: { ...fields, ...(schema.properties as JsonSchema | undefined) },
    required: [...Object.keys(fields), ...required],
  };
}

const AUTH_TEXT: Record<CallDef['auth'], string> = {
  public: 'Anyone may make this call.',
  cart:
    'Needs the site access token (from `access_token_get`) in the body as `access_token`. A member ' +
    'Bearer token may be sent too: the cart then becomes the member’s, and a token that is no longer ' +
    'valid is refused with 401.',
  member: 'Needs a signed-in member: `Authorization: Bearer <member token>`.',
  staff: 'Needs a signed-in staff member of the console: `Authorization: Bearer <staff token>`.',
};

/** A member token never passes as a staff one, nor the reverse, so each has its own scheme. */
const SECURITY: Record<CallDef['auth'], Record<string, string[]>[]> = {
  public: [],
  cart: [{}, { memberToken: [] }],
  member: [{ memberToken: [] }],
  staff: [{ staffToken: [] }],
};

const TAGS: Record<CallDef['auth'], string> = {
  public: 'Storefront',
  cart: 'Cart',
  member: 'Member',
  staff: 'Staff console',
};

const errorResponse = { $ref: '#/components/responses/Error' };
const signInResponse = { $ref: '#/components/responses/SignIn' };
const ownerOnlyResponse = { $ref: '#/components/responses/OwnerOnly' };

function operation(call: CallDef) {
  const ownerOnly = call.role === 'owner';
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success: the call’s answer with `status: 1`.',
      content: {
        'application/json': {
          schema: withFields(jsonSchema(call.output, 'output'), { status: { const: 1 } }),
        },
      },
    },
  };
  if (call.auth !== 'public') responses['401'] = signInResponse;
  if (ownerOnly) responses['403'] = ownerOnlyResponse;
  responses.default = errorResponse;
  return {
    operationId: call.name,
    description:
      AUTH_TEXT[call.auth] +
      (ownerOnly ? ' Only the shop owner may make it (403 `OWNER_ONLY` otherwise).' : ''),
    tags: [TAGS[call.auth]],
    security: SECURITY[call.auth],
    'x-auth': call.auth,
    ...(ownerOnly ? { 'x-role': 'owner' } : {}),
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: withFields(jsonSchema(call.input, 'input'), { client_id: { const: CLIENT_ID } }),
        },
      },
    },
    responses,
  };
}

const errorCodes = Object.keys(ERRORS) as ErrorCode[];
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };

/**
 * The API reference: an OpenAPI 3.1 document built from the contract's call list, one `POST
 * /api/{name}.php` per call. Every failure answers the one error envelope, whatever the call.
 */
export function buildOpenApiDocument(calls: readonly CallDef[] = API_CALLS) {
  return {
    openapi: '3.1.1',
    info: {
      title: 'Sampan Coffee shop API',
      version: '1',
      description:
        'Every call is a `POST` of a JSON object to `/api/{name}.php` carrying `client_id`. A success ' +
        'answers 200 with `status: 1` and the call’s fields; a failure answers the HTTP status of its ' +
        'error code with `{status: 0, err_code, err_message, err_message_zh}` (and `retry_after` in ' +
        'seconds when rate limited). Optional text and id fields treat an empty string as not given.',
    },
    tags: Object.values(TAGS).map((name) => ({ name })),
    paths: Object.fromEntries(calls.map((call) => [`/api/${call.name}.php`, { post: operation(call) }])),
    components: {
      securitySchemes: {
        memberToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A member’s token from `login` or `otp_submit`.',
        },
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A staff token from `admin_login`.',
        },
      },
      schemas: {
        ErrorEnvelope: jsonSchema(errorEnvelope.extend({ err_code: z.enum(errorCodes) }), 'output'),
      },
      responses: {
        Error: {
          description: `A failure. The HTTP status follows the error code: ${errorCodes
            .map((code) => `\`${code}\` ${ERRORS[code].http}`)
            .join(', ')}.`,
          content: errorContent,
        },
        SignIn: {
          description:
            'The Bearer token is missing, expired or of the other kind: `UNAUTHORIZED` on a member or cart call, `STAFF_ONLY` on a staff call.',
          content: errorContent,
        },
        OwnerOnly: {
          description: '`OWNER_ONLY`: a staff member who is not the owner.',
          content: errorContent,
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
