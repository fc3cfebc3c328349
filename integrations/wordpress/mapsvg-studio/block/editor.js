/**
 * The "Map Studio map" block in the editor: the map's id, typed in the block or in its sidebar.
 * Plain JavaScript on WordPress's globals (no build step); the page shows the map (the server
 * renders the block), the editor a labelled box.
 */
( function ( blocks, element, blockEditor, components, i18n ) {
	var el = element.createElement;
	var __ = i18n.__;

	function MapIdField( props ) {
		return el( components.TextControl, {
			label: __( 'Map id', 'mapsvg-studio' ),
			help: __( 'The number in the map’s Publish panel in Map Studio.', 'mapsvg-studio' ),
			inputMode: 'numeric',
			value: props.attributes.mapId,
			onChange: function ( value ) {
				props.setAttributes( { mapId: value.trim() } );
			},
		} );
	}

	function isMapId( value ) {
		return /^[1-9][0-9]{0,9}$/.test( value );
	}

	function edit( props ) {
		var mapId = props.attributes.mapId;
		var instructions = isMapId( mapId )
			? __( 'This map is shown on the page when it is viewed.', 'mapsvg-studio' )
			: __( 'Type the map’s id, a whole number.', 'mapsvg-studio' );
		return el(
			'div',
			blockEditor.useBlockProps(),
			el( blockEditor.InspectorControls, null, el( components.PanelBody, { title: __( 'Map', 'mapsvg-studio' ) }, el( MapIdField, props ) ) ),
			el(
				components.Placeholder,
				{
					icon: 'location-alt',
					label: isMapId( mapId ) ? __( 'Map Studio map', 'mapsvg-studio' ) + ' #' + mapId : __( 'Map Studio map', 'mapsvg-studio' ),
					instructions: instructions,
				},
				el( MapIdField, props )
			)
		);
	}

	blocks.registerBlockType( 'mapsvg-studio/map', {
		edit: edit,
		// The server renders the block; the post keeps only its comment and attributes.
		save: function () {
			return null;
		},
	} );
} )( window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.i18n );
