/** A static JSON resource served on every surface (the six Components V2 templates). */
export interface StaticResource {
  uri: string;
  name: string;
  description: string;
  mimeType: 'application/json';
  content: unknown;
}
