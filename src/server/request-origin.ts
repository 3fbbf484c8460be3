import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/** The origin for absolute URLs in answers: PUBLIC_URL when configured, else what the client called. */
export function requestOrigin(request: FastifyRequest, config: Config): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
