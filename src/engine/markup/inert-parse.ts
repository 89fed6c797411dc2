/**
 * Server markup as DOM, without the browser's HTML parser.
 *
 * Chromium checks the page's Content-Security-Policy the moment an element gets an event-handler
 * attribute or a `<base href>`, in every document of the page: DOMParser, createHTMLDocument,
 * `<template>` and even the Sanitizer API's setHTML/parseHTML all raise `script-src-attr` and
 * `base-uri` reports for markup that never runs. So the markup is tokenised and tree-built by parse5
 * (the HTML standard's parsing algorithm in JavaScript), and the tree is then made of DOM nodes in an
 * inert, detached document, leaving out what the browser would check or refuse on the spot: event
 * handlers, attributes that are Trusted Types sinks (a script's src, an iframe's srcdoc), inline
 * styles and a base url. The sanitiser drops all of these anyway; this only keeps them from ever
 * reaching the browser.
 */
import { parse, type DefaultTreeAdapterTypes as P } from 'parse5';
import { trustedTypesFactory } from './policies';

// Event handlers, inline styles and an iframe's document: checked or refused as they are set.
const NEVER_SET = /^(on|style$|srcdoc$)/i;
// A base url is checked against base-uri, a script's url is a Trusted Types sink.
const BARE_ELEMENTS: ReadonlySet<string> = new Set(['base', 'script']);

function settable(element: Element, attr: P.Element['attrs'][number]): boolean {
  if (NEVER_SET.test(attr.name) || BARE_ELEMENTS.has(element.localName)) return false;
  // Where the browser knows Trusted Types, it says which other attributes are sinks.
  const factory = trustedTypesFactory();
  return (
    factory === null || factory.getAttributeType(element.localName, attr.name, element.namespaceURI ?? undefined, attr.namespace) === null
  );
}

function buildElement(doc: Document, source: P.Element): Element | null {
  let element: Element;
  try {
    element = doc.createElementNS(source.namespaceURI, source.tagName);
  } catch {
    // A name the DOM cannot hold (`<a"b>`): its content stays, the element does not.
    return null;
  }
  for (const attr of source.attrs) {
    if (!settable(element, attr)) continue;
    try {
      if (attr.namespace) element.setAttributeNS(attr.namespace, attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name, attr.value);
      else element.setAttribute(attr.name, attr.value);
    } catch {
      // An attribute name the DOM refuses is left out, as the sanitiser would.
    }
  }
  return element;
}

function appendChildren(doc: Document, target: Node, children: readonly P.ChildNode[]): void {
  for (const child of children) {
    if (child.nodeName === '#text') target.appendChild(doc.createTextNode((child as P.TextNode).value));
    else if (child.nodeName === '#comment') target.appendChild(doc.createComment((child as P.CommentNode).data));
    else if ('tagName' in child) {
      const element = buildElement(doc, child);
      if (element) target.appendChild(element);
      // A template's content is a separate fragment (not among its childNodes) the sanitiser never
      // keeps: it is not built.
      appendChildren(doc, element ?? target, child.childNodes);
    }
  }
}

/** The body of `markup` as children of a detached `<div>` in a new inert document. */
export function parseInert(markup: string): HTMLDivElement {
  const doc = document.implementation.createHTMLDocument('');
  const container = doc.createElement('div');
  const html = parse(markup).childNodes.find((node): node is P.Element => 'tagName' in node && node.tagName === 'html');
  const body = html?.childNodes.find((node): node is P.Element => 'tagName' in node && node.tagName === 'body');
  if (body) appendChildren(doc, container, body.childNodes);
  return container;
}
