import type { TemplatesOptions } from './optionTypes/interactionOptions';

const regionTitle = '{{#if title}}{{title}}{{else}}{{id}}{{/if}}';

const regionContent = `<h5>${regionTitle}</h5>
{{#if status_text}}<p>{{status_text}}</p>{{/if}}
{{#each objects}}
  <h6>{{title}}</h6>
  {{#if location.address.address_formatted}}<p><em>{{location.address.address_formatted}}</em></p>{{/if}}
{{/each}}`;

const recordContent = `<h5>{{title}}</h5>
{{#if location.address.address_formatted}}<p><em>{{location.address.address_formatted}}</em></p>{{/if}}
{{#each images}}<img src="{{thumbnail}}" alt="" />{{/each}}
{{#if regions.length}}<p>{{#each regions}}{{#if title}}{{title}}{{else}}{{id}}{{/if}}{{#unless @last}}, {{/unless}}{{/each}}</p>{{/if}}
{{#if location.geoPoint}}<p><a class="mapsvg-directions" href="{{directionsUrl location}}" target="_blank" rel="noopener">Directions</a></p>{{/if}}`;

const locationLine = `{{#if location.address.address_formatted}}{{location.address.address_formatted}}{{else}}{{#if location.geoPoint.lat}}{{location.geoPoint.lat}}, {{location.geoPoint.lng}}{{/if}}{{/if}}`;

/**
 * Templates of a new map. They show what each view can display, so an admin sees real content
 * before writing templates of their own.
 */
export function defaultTemplates(): TemplatesOptions {
  return {
    popoverRegion: regionContent,
    popoverMarker: recordContent,
    tooltipRegion: '{{id}} - {{title}}',
    tooltipMarker: '{{title}}',
    labelRegion: '{{title}}',
    labelMarker: locationLine,
    labelLocation: 'You are here!',
    detailsViewRegion: regionContent,
    detailsView: recordContent,
    directory: `{{#each items}}{{>directoryItem}}{{/each}}
{{#unless items.length}}<div class="mapsvg-no-results">{{noResultsLabel}}</div>{{/unless}}`,
    directoryItem: '<div class="mapsvg-directory-item" data-object-id="{{id}}">{{title}}</div>',
    directoryCategoryItem: `<div class="mapsvg-category-item" data-category-value="{{value}}">
  <span class="mapsvg-category-label">{{label}}</span>
  <span class="mapsvg-category-counter">{{counter}}</span>
</div>
<div class="mapsvg-category-block" data-category-id="{{value}}">{{#each items}}{{>directoryItem}}{{/each}}</div>`,
  };
}
