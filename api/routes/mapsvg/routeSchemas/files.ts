import { Type } from 'typebox';
import { answers, documentedQuery, openObject } from '../../routeSchemas';

/** One map file the admin can create a map from. */
const MapFileEntry = Type.Object({
  name: Type.String({ description: 'File name, e.g. `geo-calibrated-usa.svg`.' }),
  title: Type.String({ description: 'Readable title derived from the name.' }),
  path: Type.String({ description: 'Address the viewer loads the file from (`/maps/…` or `/uploads/maps/…`).' }),
  geo: Type.Boolean({ description: 'The file carries `mapsvg:geoViewBox`: markers by coordinates work without calibration.' }),
});

/**
 * An upload refused: the WordPress error plus `error`, the same message, which the admin's
 * upload widgets show. Every 4xx of an upload route has this shape.
 */
const UploadRefusal = openObject({
  code: Type.String(),
  message: Type.String(),
  error: Type.Optional(Type.String({ description: 'The message again, for the upload widgets.' })),
  data: openObject({ status: Type.Integer() }),
}, 'Upload refused: WordPress-style error with `error`.');

/** 200 with the route's answer, 4xx with the refusal. */
function uploadAnswers(ok: ReturnType<typeof Type.Object>) {
  return { 200: ok, '4xx': UploadRefusal };
}

/** One size of a stored image. */
const ImageSize = Type.Object({ url: Type.String(), width: Type.Optional(Type.Number()), height: Type.Optional(Type.Number()) });

/** An image of the media library: the image-field value plus what the picker shows. */
const MediaImage = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The name it was uploaded as.' }),
  mime: Type.String(),
  bytes: Type.Integer(),
  full: Type.String(),
  thumbnail: Type.String({ description: 'The full image when it is smaller than a thumbnail.' }),
  medium: Type.String({ description: 'The full image when it is smaller than the medium size.' }),
  sizes: Type.Object({ full: ImageSize, thumbnail: Type.Optional(ImageSize), medium: Type.Optional(ImageSize) }),
  uploaded: Type.String({ description: 'Upload time, ISO 8601.' }),
});

/** The file part every upload route reads. */
const multipartUpload = 'multipart/form-data with one file (field `file`).';

/** Schemas of the map file, marker image and media routes, by operation. */
export const fileSchemas = {
  listMapFiles: {
    summary: 'List the map files: the bundled library and uploads',
    response: answers(Type.Object({ library: Type.Array(MapFileEntry), uploads: Type.Array(MapFileEntry) })),
  },
  uploadMapFile: {
    summary: 'Upload an SVG map file (multipart): cleaned, then stored',
    description: `${multipartUpload} The SVG is rebuilt without scripts, event handlers, external references or foreignObject, and must have a size or a viewBox.`,
    response: uploadAnswers(Type.Object({ file: MapFileEntry })),
  },
  uploadMarker: {
    summary: 'Upload a marker image (multipart)',
    description: `${multipartUpload} PNG, JPEG, GIF, WebP or SVG, judged by its bytes; the extension must agree.`,
    response: uploadAnswers(Type.Object({ marker: Type.Object({ path: Type.String({ description: 'Where the image is served, `uploads/…`.' }) }) })),
  },
  listMedia: {
    summary: 'List uploaded media (images for image fields)',
    querystring: documentedQuery({ search: 'Text to search for (at most 200 characters are used).', page: 'Whole number from 1.', perpage: 'Whole number: images a page.' }),
    response: answers(Type.Object({
      images: Type.Array(MediaImage),
      total: Type.Integer({ description: 'Images matching the search, over every page.' }),
      page: Type.Integer(),
      perpage: Type.Integer(),
    })),
  },
  uploadMedia: {
    summary: 'Upload an image (multipart): stored with its thumbnail and medium sizes',
    description: `${multipartUpload} Too many bytes or pixels answer 413.`,
    response: uploadAnswers(Type.Object({ image: MediaImage })),
  },
};
