<?php
/**
 * The block editor script's dependencies (the script is plain JavaScript, written without a build step).
 *
 * @package MapStudio
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
	'version'      => '1.0.0',
);
