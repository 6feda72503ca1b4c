/* eslint-disable */
// @ts-nocheck
// GENERATED from the ContentKit schemas of sdk/api-client/openapi.json by scripts/generate-contentkit-validator.ts. Do not edit.
// Regenerate after the description changes: npm run generate:contentkit
// `oneOf` is read as `anyOf`: the platform takes any member of its overlapping unions.
const isUri = (value) => URL.canParse(value);

export const validate_button = validate53;
const schema20 = {
  type: 'object',
  description: 'Pressable button triggering an action.',
  properties: {
    type: { type: 'string', enum: ['button'] },
    style: { type: 'string', enum: ['primary', 'secondary', 'danger'] },
    onPress: { $ref: '#/$defs/ContentKitAction' },
    icon: { $ref: '#/$defs/ContentKitIcon' },
    trailingIcon: { $ref: '#/$defs/ContentKitIcon' },
    label: { type: 'string' },
    tooltip: { type: 'string' },
    confirm: { $ref: '#/$defs/ContentKitConfirm' },
    disabled: { type: 'boolean' },
  },
  required: ['type', 'onPress'],
};
const schema21 = {
  anyOf: [
    {
      type: 'object',
      description: 'Custom action to re-render the block.',
      properties: { action: { type: 'string' } },
      additionalProperties: true,
      required: ['action'],
    },
    { $ref: '#/$defs/ContentKitDefaultAction' },
  ],
};
const schema22 = {
  anyOf: [
    {
      type: 'object',
      description: 'Action to open an overlay modal defined by "componentId".',
      properties: {
        action: { type: 'string', enum: ['@ui.modal.open'] },
        componentId: { type: 'string' },
        props: { $ref: '#/$defs/PlainObject' },
      },
      required: ['action', 'componentId', 'props'],
    },
    {
      type: 'object',
      description:
        'Action when a modal overlay is closed, with a return value to the higher level component in the stack. This action will be triggered on the parent component instance.',
      properties: { action: { type: 'string', enum: ['@ui.modal.close'] }, returnValue: { $ref: '#/$defs/PlainObject' } },
      required: ['action', 'returnValue'],
    },
    {
      type: 'object',
      description: 'Action to open an url.',
      properties: { action: { type: 'string', enum: ['@ui.url.open'] }, url: { type: 'string' } },
      required: ['action', 'url'],
    },
    {
      type: 'object',
      description: 'Action when a link is being unfurled into a block.',
      properties: { action: { type: 'string', enum: ['@link.unfurl'] }, url: { type: 'string' } },
      required: ['action', 'url'],
    },
    {
      type: 'object',
      description: 'Action to update the properties stored in the related node.',
      properties: { action: { type: 'string', enum: ['@editor.node.updateProps'] }, props: { $ref: '#/$defs/PlainObject' } },
      required: ['action', 'props'],
    },
  ],
};
const schema23 = {
  properties: {},
  additionalProperties: {
    anyOf: [
      { $ref: '#/$defs/PlainObject' },
      { type: 'string' },
      { type: 'boolean' },
      { type: 'number' },
      { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'number' }, { $ref: '#/$defs/PlainObject' }] } },
    ],
  },
};
const wrapper0 = { validate: validate56 };

function validate56(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      let data0 = data[key0];
      const _errs2 = errors;
      let valid1 = false;
      const _errs3 = errors;
      if (
        !wrapper0.validate(data0, {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          parentData: data,
          parentDataProperty: key0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
        errors = vErrors.length;
      } else {
        var items0 = wrapper0.validate.evaluated.items;
      }
      var _valid0 = _errs3 === errors;
      valid1 = valid1 || _valid0;
      const _errs4 = errors;
      if (typeof data0 !== 'string') {
        const err0 = {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/anyOf/1/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema23.additionalProperties.anyOf[1].type,
          parentSchema: schema23.additionalProperties.anyOf[1],
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      valid1 = valid1 || _valid0;
      const _errs6 = errors;
      if (typeof data0 !== 'boolean') {
        const err1 = {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/anyOf/2/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema23.additionalProperties.anyOf[2].type,
          parentSchema: schema23.additionalProperties.anyOf[2],
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      const _errs8 = errors;
      if (!(typeof data0 == 'number')) {
        const err2 = {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/anyOf/3/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema23.additionalProperties.anyOf[3].type,
          parentSchema: schema23.additionalProperties.anyOf[3],
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      const _errs10 = errors;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          const _errs13 = errors;
          let valid4 = false;
          const _errs14 = errors;
          if (typeof data1 !== 'string') {
            const err3 = {
              instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i0,
              schemaPath: '#/additionalProperties/anyOf/4/items/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema23.additionalProperties.anyOf[4].items.anyOf[0].type,
              parentSchema: schema23.additionalProperties.anyOf[4].items.anyOf[0],
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          var _valid1 = _errs14 === errors;
          valid4 = valid4 || _valid1;
          const _errs16 = errors;
          if (typeof data1 !== 'boolean') {
            const err4 = {
              instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i0,
              schemaPath: '#/additionalProperties/anyOf/4/items/anyOf/1/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
              schema: schema23.additionalProperties.anyOf[4].items.anyOf[1].type,
              parentSchema: schema23.additionalProperties.anyOf[4].items.anyOf[1],
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid1 = _errs16 === errors;
          valid4 = valid4 || _valid1;
          const _errs18 = errors;
          if (!(typeof data1 == 'number')) {
            const err5 = {
              instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i0,
              schemaPath: '#/additionalProperties/anyOf/4/items/anyOf/2/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
              schema: schema23.additionalProperties.anyOf[4].items.anyOf[2].type,
              parentSchema: schema23.additionalProperties.anyOf[4].items.anyOf[2],
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid1 = _errs18 === errors;
          valid4 = valid4 || _valid1;
          const _errs20 = errors;
          if (
            !wrapper0.validate(data1, {
              instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
            errors = vErrors.length;
          }
          var _valid1 = _errs20 === errors;
          valid4 = valid4 || _valid1;
          if (!valid4) {
            const err6 = {
              instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i0,
              schemaPath: '#/additionalProperties/anyOf/4/items/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema23.additionalProperties.anyOf[4].items.anyOf,
              parentSchema: schema23.additionalProperties.anyOf[4].items,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            errors = _errs13;
            if (vErrors !== null) {
              if (_errs13) {
                vErrors.length = _errs13;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/anyOf/4/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema23.additionalProperties.anyOf[4].type,
          parentSchema: schema23.additionalProperties.anyOf[4],
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        if (items0 !== true) {
          items0 = true;
        }
      }
      if (!valid1) {
        const err8 = {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema23.additionalProperties.anyOf,
          parentSchema: schema23.additionalProperties,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs2;
        if (vErrors !== null) {
          if (_errs2) {
            vErrors.length = _errs2;
          } else {
            vErrors = null;
          }
        }
      }
    }
  }
  validate56.errors = vErrors;
  return errors === 0;
}
validate56.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

function validate55(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema22.anyOf[0].required,
        parentSchema: schema22.anyOf[0],
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.componentId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'componentId' },
        message: "must have required property '" + 'componentId' + "'",
        schema: schema22.anyOf[0].required,
        parentSchema: schema22.anyOf[0],
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.props === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'props' },
        message: "must have required property '" + 'props' + "'",
        schema: schema22.anyOf[0].required,
        parentSchema: schema22.anyOf[0],
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data0 = data.action;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/0/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[0].properties.action.type,
          parentSchema: schema22.anyOf[0].properties.action,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === '@ui.modal.open')) {
        const err4 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/0/properties/action/enum',
          keyword: 'enum',
          params: { allowedValues: schema22.anyOf[0].properties.action.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema22.anyOf[0].properties.action.enum,
          parentSchema: schema22.anyOf[0].properties.action,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.componentId !== undefined) {
      let data1 = data.componentId;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/componentId',
          schemaPath: '#/anyOf/0/properties/componentId/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[0].properties.componentId.type,
          parentSchema: schema22.anyOf[0].properties.componentId,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.props !== undefined) {
      if (
        !validate56(data.props, {
          instancePath: instancePath + '/props',
          parentData: data,
          parentDataProperty: 'props',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/anyOf/0/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema22.anyOf[0].type,
      parentSchema: schema22.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = {};
    props0.action = true;
    props0.componentId = true;
    props0.props = true;
  }
  const _errs8 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema22.anyOf[1].required,
        parentSchema: schema22.anyOf[1],
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.returnValue === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'returnValue' },
        message: "must have required property '" + 'returnValue' + "'",
        schema: schema22.anyOf[1].required,
        parentSchema: schema22.anyOf[1],
        data,
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data3 = data.action;
      if (typeof data3 !== 'string') {
        const err9 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/1/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[1].properties.action.type,
          parentSchema: schema22.anyOf[1].properties.action,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data3 === '@ui.modal.close')) {
        const err10 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/1/properties/action/enum',
          keyword: 'enum',
          params: { allowedValues: schema22.anyOf[1].properties.action.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema22.anyOf[1].properties.action.enum,
          parentSchema: schema22.anyOf[1].properties.action,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.returnValue !== undefined) {
      if (
        !validate56(data.returnValue, {
          instancePath: instancePath + '/returnValue',
          parentData: data,
          parentDataProperty: 'returnValue',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema22.anyOf[1].type,
      parentSchema: schema22.anyOf[1],
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  var _valid0 = _errs8 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.action = true;
      props0.returnValue = true;
    }
  }
  const _errs13 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema22.anyOf[2].required,
        parentSchema: schema22.anyOf[2],
        data,
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'url' },
        message: "must have required property '" + 'url' + "'",
        schema: schema22.anyOf[2].required,
        parentSchema: schema22.anyOf[2],
        data,
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data5 = data.action;
      if (typeof data5 !== 'string') {
        const err14 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/2/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[2].properties.action.type,
          parentSchema: schema22.anyOf[2].properties.action,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (!(data5 === '@ui.url.open')) {
        const err15 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/2/properties/action/enum',
          keyword: 'enum',
          params: { allowedValues: schema22.anyOf[2].properties.action.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema22.anyOf[2].properties.action.enum,
          parentSchema: schema22.anyOf[2].properties.action,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data6 = data.url;
      if (typeof data6 !== 'string') {
        const err16 = {
          instancePath: instancePath + '/url',
          schemaPath: '#/anyOf/2/properties/url/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[2].properties.url.type,
          parentSchema: schema22.anyOf[2].properties.url,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: '#/anyOf/2/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema22.anyOf[2].type,
      parentSchema: schema22.anyOf[2],
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  var _valid0 = _errs13 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.action = true;
      props0.url = true;
    }
  }
  const _errs19 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err18 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema22.anyOf[3].required,
        parentSchema: schema22.anyOf[3],
        data,
      };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err19 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'url' },
        message: "must have required property '" + 'url' + "'",
        schema: schema22.anyOf[3].required,
        parentSchema: schema22.anyOf[3],
        data,
      };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data7 = data.action;
      if (typeof data7 !== 'string') {
        const err20 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/3/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[3].properties.action.type,
          parentSchema: schema22.anyOf[3].properties.action,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data7 === '@link.unfurl')) {
        const err21 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/3/properties/action/enum',
          keyword: 'enum',
          params: { allowedValues: schema22.anyOf[3].properties.action.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema22.anyOf[3].properties.action.enum,
          parentSchema: schema22.anyOf[3].properties.action,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data8 = data.url;
      if (typeof data8 !== 'string') {
        const err22 = {
          instancePath: instancePath + '/url',
          schemaPath: '#/anyOf/3/properties/url/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[3].properties.url.type,
          parentSchema: schema22.anyOf[3].properties.url,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/anyOf/3/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema22.anyOf[3].type,
      parentSchema: schema22.anyOf[3],
      data,
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  var _valid0 = _errs19 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.action = true;
      props0.url = true;
    }
  }
  const _errs25 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err24 = {
        instancePath,
        schemaPath: '#/anyOf/4/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema22.anyOf[4].required,
        parentSchema: schema22.anyOf[4],
        data,
      };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    if (data.props === undefined) {
      const err25 = {
        instancePath,
        schemaPath: '#/anyOf/4/required',
        keyword: 'required',
        params: { missingProperty: 'props' },
        message: "must have required property '" + 'props' + "'",
        schema: schema22.anyOf[4].required,
        parentSchema: schema22.anyOf[4],
        data,
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data9 = data.action;
      if (typeof data9 !== 'string') {
        const err26 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/4/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema22.anyOf[4].properties.action.type,
          parentSchema: schema22.anyOf[4].properties.action,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (!(data9 === '@editor.node.updateProps')) {
        const err27 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/4/properties/action/enum',
          keyword: 'enum',
          params: { allowedValues: schema22.anyOf[4].properties.action.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema22.anyOf[4].properties.action.enum,
          parentSchema: schema22.anyOf[4].properties.action,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.props !== undefined) {
      if (
        !validate56(data.props, {
          instancePath: instancePath + '/props',
          parentData: data,
          parentDataProperty: 'props',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err28 = {
      instancePath,
      schemaPath: '#/anyOf/4/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema22.anyOf[4].type,
      parentSchema: schema22.anyOf[4],
      data,
    };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  var _valid0 = _errs25 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.action = true;
      props0.props = true;
    }
  }
  if (!valid0) {
    const err29 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
      schema: schema22.anyOf,
      parentSchema: schema22,
      data,
    };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate55.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate55.evaluated = { dynamicProps: true, dynamicItems: false };

function validate54(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema21.anyOf[0].required,
        parentSchema: schema21.anyOf[0],
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data0 = data.action;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/0/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema21.anyOf[0].properties.action.type,
          parentSchema: schema21.anyOf[0].properties.action,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/anyOf/0/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema21.anyOf[0].type,
      parentSchema: schema21.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs6 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  } else {
    var props1 = validate55.evaluated.props;
  }
  var _valid0 = _errs6 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true && props1 !== undefined) {
      if (props1 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props1);
      }
    }
  }
  if (!valid0) {
    const err3 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate54.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate54.evaluated = { dynamicProps: true, dynamicItems: false };

const schema24 = {
  type: 'string',
  enum: [
    'close',
    'edit',
    'github',
    'gitlab',
    'maximize',
    'email',
    'settings',
    'search',
    'delete',
    'star',
    'warning',
    'link',
    'link-external',
    'eye',
    'eye-off',
    'lock',
    'check',
    'check-circle',
  ],
};

function validate62(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== 'string') {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'string' },
      message: 'must be string',
      schema: schema24.type,
      parentSchema: schema24,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === 'close' ||
    data === 'edit' ||
    data === 'github' ||
    data === 'gitlab' ||
    data === 'maximize' ||
    data === 'email' ||
    data === 'settings' ||
    data === 'search' ||
    data === 'delete' ||
    data === 'star' ||
    data === 'warning' ||
    data === 'link' ||
    data === 'link-external' ||
    data === 'eye' ||
    data === 'eye-off' ||
    data === 'lock' ||
    data === 'check' ||
    data === 'check-circle'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema24.enum },
      message: 'must be equal to one of the allowed values',
      schema: schema24.enum,
      parentSchema: schema24,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate62.errors = vErrors;
  return errors === 0;
}
validate62.evaluated = { dynamicProps: false, dynamicItems: false };

const schema25 = {
  type: 'object',
  description: 'A confirm object that defines an optional confirmation dialog after the input is clicked.',
  properties: {
    title: { type: 'string', description: "A text value that defines the dialog's title.", maxLength: 100 },
    text: {
      type: 'string',
      description: 'A text value that defines the explanatory text that appears in the confirm dialog.',
      maxLength: 300,
    },
    confirm: { type: 'string', description: 'A text value to define the text of the button that confirms the action.', maxLength: 30 },
    style: { type: 'string', enum: ['primary', 'danger'] },
  },
  required: ['title', 'text', 'confirm'],
};
const func1 = (text) => [...text].length;

function validate65(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.title === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
        schema: schema25.required,
        parentSchema: schema25,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
        schema: schema25.required,
        parentSchema: schema25,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.confirm === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'confirm' },
        message: "must have required property '" + 'confirm' + "'",
        schema: schema25.required,
        parentSchema: schema25,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.title !== undefined) {
      let data0 = data.title;
      if (typeof data0 === 'string') {
        if (func1(data0) > 100) {
          const err3 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/properties/title/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema25.properties.title,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema25.properties.title.type,
          parentSchema: schema25.properties.title,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data1 = data.text;
      if (typeof data1 === 'string') {
        if (func1(data1) > 300) {
          const err5 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/properties/text/maxLength',
            keyword: 'maxLength',
            params: { limit: 300 },
            message: 'must NOT have more than 300 characters',
            schema: 300,
            parentSchema: schema25.properties.text,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/text',
          schemaPath: '#/properties/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema25.properties.text.type,
          parentSchema: schema25.properties.text,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.confirm !== undefined) {
      let data2 = data.confirm;
      if (typeof data2 === 'string') {
        if (func1(data2) > 30) {
          const err7 = {
            instancePath: instancePath + '/confirm',
            schemaPath: '#/properties/confirm/maxLength',
            keyword: 'maxLength',
            params: { limit: 30 },
            message: 'must NOT have more than 30 characters',
            schema: 30,
            parentSchema: schema25.properties.confirm,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/confirm',
          schemaPath: '#/properties/confirm/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema25.properties.confirm.type,
          parentSchema: schema25.properties.confirm,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.style !== undefined) {
      let data3 = data.style;
      if (typeof data3 !== 'string') {
        const err9 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema25.properties.style.type,
          parentSchema: schema25.properties.style,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data3 === 'primary' || data3 === 'danger')) {
        const err10 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/enum',
          keyword: 'enum',
          params: { allowedValues: schema25.properties.style.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema25.properties.style.enum,
          parentSchema: schema25.properties.style,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema25.type,
      parentSchema: schema25,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate65.errors = vErrors;
  return errors === 0;
}
validate65.evaluated = { props: { title: true, text: true, confirm: true, style: true }, dynamicProps: false, dynamicItems: false };

function validate53(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema20.required,
        parentSchema: schema20,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.onPress === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'onPress' },
        message: "must have required property '" + 'onPress' + "'",
        schema: schema20.required,
        parentSchema: schema20,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema20.properties.type.type,
          parentSchema: schema20.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'button')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema20.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema20.properties.type.enum,
          parentSchema: schema20.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.style !== undefined) {
      let data1 = data.style;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema20.properties.style.type,
          parentSchema: schema20.properties.style,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === 'primary' || data1 === 'secondary' || data1 === 'danger')) {
        const err5 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/enum',
          keyword: 'enum',
          params: { allowedValues: schema20.properties.style.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema20.properties.style.enum,
          parentSchema: schema20.properties.style,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.onPress !== undefined) {
      if (
        !validate54(data.onPress, {
          instancePath: instancePath + '/onPress',
          parentData: data,
          parentDataProperty: 'onPress',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.icon !== undefined) {
      if (
        !validate62(data.icon, {
          instancePath: instancePath + '/icon',
          parentData: data,
          parentDataProperty: 'icon',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
        errors = vErrors.length;
      }
    }
    if (data.trailingIcon !== undefined) {
      if (
        !validate62(data.trailingIcon, {
          instancePath: instancePath + '/trailingIcon',
          parentData: data,
          parentDataProperty: 'trailingIcon',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
        errors = vErrors.length;
      }
    }
    if (data.label !== undefined) {
      let data5 = data.label;
      if (typeof data5 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema20.properties.label.type,
          parentSchema: schema20.properties.label,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.tooltip !== undefined) {
      let data6 = data.tooltip;
      if (typeof data6 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/tooltip',
          schemaPath: '#/properties/tooltip/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema20.properties.tooltip.type,
          parentSchema: schema20.properties.tooltip,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
    if (data.disabled !== undefined) {
      let data8 = data.disabled;
      if (typeof data8 !== 'boolean') {
        const err8 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema20.properties.disabled.type,
          parentSchema: schema20.properties.disabled,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema20.type,
      parentSchema: schema20,
      data,
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
}
validate53.evaluated = {
  props: {
    type: true,
    style: true,
    onPress: true,
    icon: true,
    trailingIcon: true,
    label: true,
    tooltip: true,
    confirm: true,
    disabled: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_textinput = validate67;
const schema26 = {
  type: 'object',
  description: 'Text input to prompt the user.',
  properties: {
    type: { type: 'string', enum: ['textinput'] },
    disabled: { type: 'boolean' },
    state: {
      description: 'State binding. The value of the input will be stored as a property in the state named after this ID.',
      type: 'string',
    },
    initialValue: { description: 'Text value to initialize the input with.', type: 'string' },
    placeholder: { description: 'Text that appears in the form control when it has no value set', type: 'string' },
    multiline: { type: 'boolean' },
    inputType: { type: 'string', enum: ['text', 'password', 'email'], default: 'text' },
  },
  required: ['type', 'state'],
};

function validate67(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema26.required,
        parentSchema: schema26,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema26.required,
        parentSchema: schema26,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema26.properties.type.type,
          parentSchema: schema26.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'textinput')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema26.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema26.properties.type.enum,
          parentSchema: schema26.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err4 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema26.properties.disabled.type,
          parentSchema: schema26.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema26.properties.state.type,
          parentSchema: schema26.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.initialValue !== undefined) {
      let data3 = data.initialValue;
      if (typeof data3 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema26.properties.initialValue.type,
          parentSchema: schema26.properties.initialValue,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.placeholder !== undefined) {
      let data4 = data.placeholder;
      if (typeof data4 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/placeholder',
          schemaPath: '#/properties/placeholder/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema26.properties.placeholder.type,
          parentSchema: schema26.properties.placeholder,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.multiline !== undefined) {
      let data5 = data.multiline;
      if (typeof data5 !== 'boolean') {
        const err8 = {
          instancePath: instancePath + '/multiline',
          schemaPath: '#/properties/multiline/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema26.properties.multiline.type,
          parentSchema: schema26.properties.multiline,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.inputType !== undefined) {
      let data6 = data.inputType;
      if (typeof data6 !== 'string') {
        const err9 = {
          instancePath: instancePath + '/inputType',
          schemaPath: '#/properties/inputType/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema26.properties.inputType.type,
          parentSchema: schema26.properties.inputType,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data6 === 'text' || data6 === 'password' || data6 === 'email')) {
        const err10 = {
          instancePath: instancePath + '/inputType',
          schemaPath: '#/properties/inputType/enum',
          keyword: 'enum',
          params: { allowedValues: schema26.properties.inputType.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema26.properties.inputType.enum,
          parentSchema: schema26.properties.inputType,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema26.type,
      parentSchema: schema26,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate67.errors = vErrors;
  return errors === 0;
}
validate67.evaluated = {
  props: { type: true, disabled: true, state: true, initialValue: true, placeholder: true, multiline: true, inputType: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_hstack = validate68;
const schema27 = {
  type: 'object',
  description: 'Horizontal stack of boxes.',
  properties: {
    type: { type: 'string', enum: ['hstack'] },
    align: { type: 'string', default: 'start', enum: ['start', 'center', 'end'] },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
  },
  required: ['type', 'children'],
};
const schema28 = {
  description: 'Any element that can be used as children.',
  anyOf: [
    { $ref: '#/$defs/ContentKitButton' },
    { $ref: '#/$defs/ContentKitTextInput' },
    { $ref: '#/$defs/ContentKitHStack' },
    { $ref: '#/$defs/ContentKitVStack' },
    { $ref: '#/$defs/ContentKitBox' },
    { $ref: '#/$defs/ContentKitDivider' },
    { $ref: '#/$defs/ContentKitWebFrame' },
    { $ref: '#/$defs/ContentKitCodeBlock' },
    { $ref: '#/$defs/ContentKitMarkdown' },
    { $ref: '#/$defs/ContentKitCard' },
    { $ref: '#/$defs/ContentKitImage' },
    { $ref: '#/$defs/ContentKitInput' },
    { $ref: '#/$defs/ContentKitSelect' },
    { $ref: '#/$defs/ContentKitSwitch' },
    { $ref: '#/$defs/ContentKitCheckbox' },
    { $ref: '#/$defs/ContentKitRadio' },
    { $ref: '#/$defs/ContentKitText' },
    { $ref: '#/$defs/ContentKitHint' },
    { $ref: '#/$defs/ContentKitLink' },
    { $ref: '#/$defs/ContentKitStepperStep' },
  ],
};
const schema29 = {
  type: 'object',
  description: 'Vertical stack of boxes.',
  properties: {
    type: { type: 'string', enum: ['vstack'] },
    align: { type: 'string', default: 'start', enum: ['start', 'center', 'end'] },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
  },
  required: ['type', 'children'],
};
const wrapper3 = { validate: validate69 };

function validate72(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate72.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema29.required,
        parentSchema: schema29,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema29.required,
        parentSchema: schema29,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema29.properties.type.type,
          parentSchema: schema29.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'vstack')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema29.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema29.properties.type.enum,
          parentSchema: schema29.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.align !== undefined) {
      let data1 = data.align;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/align',
          schemaPath: '#/properties/align/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema29.properties.align.type,
          parentSchema: schema29.properties.align,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === 'start' || data1 === 'center' || data1 === 'end')) {
        const err5 = {
          instancePath: instancePath + '/align',
          schemaPath: '#/properties/align/enum',
          keyword: 'enum',
          params: { allowedValues: schema29.properties.align.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema29.properties.align.enum,
          parentSchema: schema29.properties.align,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !wrapper3.validate(data2[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema29.properties.children.type,
          parentSchema: schema29.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema29.type,
      parentSchema: schema29,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
validate72.evaluated = { props: { type: true, align: true, children: true }, dynamicProps: false, dynamicItems: false };

const schema30 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['box'] },
    grow: { description: 'specifies how much of the remaining space in the container should be assigned to the element', type: 'number' },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
  },
  required: ['type', 'children'],
};

function validate74(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate74.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema30.required,
        parentSchema: schema30,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema30.required,
        parentSchema: schema30,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema30.properties.type.type,
          parentSchema: schema30.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'box')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema30.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema30.properties.type.enum,
          parentSchema: schema30.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.grow !== undefined) {
      let data1 = data.grow;
      if (!(typeof data1 == 'number')) {
        const err4 = {
          instancePath: instancePath + '/grow',
          schemaPath: '#/properties/grow/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema30.properties.grow.type,
          parentSchema: schema30.properties.grow,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !wrapper3.validate(data2[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema30.properties.children.type,
          parentSchema: schema30.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema30.type,
      parentSchema: schema30,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate74.errors = vErrors;
  return errors === 0;
}
validate74.evaluated = { props: { type: true, grow: true, children: true }, dynamicProps: false, dynamicItems: false };

const schema31 = {
  type: 'object',
  description: 'Divider between 2 boxes in a stack.',
  properties: { type: { type: 'string', enum: ['divider'] }, size: { type: 'string', enum: ['small', 'medium', 'large'] } },
  required: ['type'],
};

function validate76(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema31.required,
        parentSchema: schema31,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema31.properties.type.type,
          parentSchema: schema31.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'divider')) {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema31.properties.type.enum,
          parentSchema: schema31.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.size !== undefined) {
      let data1 = data.size;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema31.properties.size.type,
          parentSchema: schema31.properties.size,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data1 === 'small' || data1 === 'medium' || data1 === 'large')) {
        const err4 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.size.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema31.properties.size.enum,
          parentSchema: schema31.properties.size,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema31.type,
      parentSchema: schema31,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate76.errors = vErrors;
  return errors === 0;
}
validate76.evaluated = { props: { type: true, size: true }, dynamicProps: false, dynamicItems: false };

const schema32 = {
  type: 'object',
  description: 'Frame for a webpage',
  properties: {
    type: { type: 'string', enum: ['webframe'] },
    aspectRatio: { type: 'number', description: 'Ratio between width and height. Used to size the webframe.' },
    source: { type: 'object', description: 'Content to load in the frame.', properties: { url: { type: 'string' } }, required: ['url'] },
    buttons: {
      type: 'array',
      description: 'Controls button shown as an overlay in a corner of the frame.',
      items: { $ref: '#/$defs/ContentKitButton' },
    },
    data: {
      type: 'object',
      description: "Data to communicated to the webframe's content. Each state update will cause the webframe to receive a message.",
      additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/ContentKitDynamicBinding' }] },
    },
  },
  required: ['type', 'source'],
};
const schema33 = {
  type: 'object',
  description: 'Binding between a property and a state value.',
  properties: { $state: { type: 'string', description: 'Key in the state' } },
  required: ['$state'],
};

function validate80(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate80.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.$state === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: '$state' },
        message: "must have required property '" + '$state' + "'",
        schema: schema33.required,
        parentSchema: schema33,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.$state !== undefined) {
      let data0 = data.$state;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/$state',
          schemaPath: '#/properties/%24state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema33.properties.$state.type,
          parentSchema: schema33.properties.$state,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema33.type,
      parentSchema: schema33,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate80.errors = vErrors;
  return errors === 0;
}
validate80.evaluated = { props: { $state: true }, dynamicProps: false, dynamicItems: false };

function validate78(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate78.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema32.required,
        parentSchema: schema32,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'source' },
        message: "must have required property '" + 'source' + "'",
        schema: schema32.required,
        parentSchema: schema32,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema32.properties.type.type,
          parentSchema: schema32.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'webframe')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema32.properties.type.enum,
          parentSchema: schema32.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.aspectRatio !== undefined) {
      let data1 = data.aspectRatio;
      if (!(typeof data1 == 'number')) {
        const err4 = {
          instancePath: instancePath + '/aspectRatio',
          schemaPath: '#/properties/aspectRatio/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema32.properties.aspectRatio.type,
          parentSchema: schema32.properties.aspectRatio,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.source !== undefined) {
      let data2 = data.source;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.url === undefined) {
          const err5 = {
            instancePath: instancePath + '/source',
            schemaPath: '#/properties/source/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema32.properties.source.required,
            parentSchema: schema32.properties.source,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.url !== undefined) {
          let data3 = data2.url;
          if (typeof data3 !== 'string') {
            const err6 = {
              instancePath: instancePath + '/source/url',
              schemaPath: '#/properties/source/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema32.properties.source.properties.url.type,
              parentSchema: schema32.properties.source.properties.url,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.source.type,
          parentSchema: schema32.properties.source,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.buttons !== undefined) {
      let data4 = data.buttons;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate53(data4[i0], {
              instancePath: instancePath + '/buttons/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/buttons',
          schemaPath: '#/properties/buttons/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema32.properties.buttons.type,
          parentSchema: schema32.properties.buttons,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.data !== undefined) {
      let data6 = data.data;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key0 in data6) {
          let data7 = data6[key0];
          const _errs16 = errors;
          let valid5 = false;
          const _errs17 = errors;
          if (typeof data7 !== 'string') {
            const err9 = {
              instancePath: instancePath + '/data/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/data/additionalProperties/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema32.properties.data.additionalProperties.anyOf[0].type,
              parentSchema: schema32.properties.data.additionalProperties.anyOf[0],
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          var _valid0 = _errs17 === errors;
          valid5 = valid5 || _valid0;
          const _errs19 = errors;
          if (
            !validate80(data7, {
              instancePath: instancePath + '/data/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              parentData: data6,
              parentDataProperty: key0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs19 === errors;
          valid5 = valid5 || _valid0;
          if (_valid0) {
            var props0 = {};
            props0.$state = true;
          }
          if (!valid5) {
            const err10 = {
              instancePath: instancePath + '/data/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/data/additionalProperties/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema32.properties.data.additionalProperties.anyOf,
              parentSchema: schema32.properties.data.additionalProperties,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          } else {
            errors = _errs16;
            if (vErrors !== null) {
              if (_errs16) {
                vErrors.length = _errs16;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/data',
          schemaPath: '#/properties/data/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.data.type,
          parentSchema: schema32.properties.data,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema32.type,
      parentSchema: schema32,
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate78.errors = vErrors;
  return errors === 0;
}
validate78.evaluated = {
  props: { type: true, aspectRatio: true, source: true, buttons: true, data: true },
  dynamicProps: false,
  dynamicItems: false,
};

const schema34 = {
  type: 'object',
  description: 'Code block with syntax highlighting',
  properties: {
    type: { type: 'string', enum: ['codeblock'] },
    content: { anyOf: [{ $ref: '#/$defs/ContentKitDynamicBinding' }, { type: 'string', description: 'Code content to display' }] },
    syntax: { description: 'Syntax to use for highlighting (ex: javascript, python)', type: 'string' },
    lineNumbers: { anyOf: [{ type: 'boolean' }, { type: 'number', description: 'Line number to start at.' }] },
    buttons: {
      type: 'array',
      description: 'Controls button shown as an overlay in a corner of the code block.',
      items: { $ref: '#/$defs/ContentKitButton' },
    },
    state: {
      description: 'State binding when editable. The value of the input will be stored as a property in the state named after this ID.',
      type: 'string',
    },
    onContentChange: { $ref: '#/$defs/ContentKitAction' },
    header: {
      type: 'array',
      description: 'Header displayed before the code lines',
      items: { $ref: '#/$defs/ContentKitDescendantElement' },
    },
    footer: { type: 'array', description: 'Footer displayed after the code lines', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
  },
  required: ['type', 'content'],
};

function validate83(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema34.required,
        parentSchema: schema34,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'content' },
        message: "must have required property '" + 'content' + "'",
        schema: schema34.required,
        parentSchema: schema34,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.type.type,
          parentSchema: schema34.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'codeblock')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema34.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema34.properties.type.enum,
          parentSchema: schema34.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.content !== undefined) {
      let data1 = data.content;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (
        !validate80(data1, {
          instancePath: instancePath + '/content',
          parentData: data,
          parentDataProperty: 'content',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        var props0 = {};
        props0.$state = true;
      }
      const _errs6 = errors;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf/1/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.content.anyOf[1].type,
          parentSchema: schema34.properties.content.anyOf[1],
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err5 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema34.properties.content.anyOf,
          parentSchema: schema34.properties.content,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.syntax !== undefined) {
      let data2 = data.syntax;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/syntax',
          schemaPath: '#/properties/syntax/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.syntax.type,
          parentSchema: schema34.properties.syntax,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.lineNumbers !== undefined) {
      let data3 = data.lineNumbers;
      const _errs11 = errors;
      let valid2 = false;
      const _errs12 = errors;
      if (typeof data3 !== 'boolean') {
        const err7 = {
          instancePath: instancePath + '/lineNumbers',
          schemaPath: '#/properties/lineNumbers/anyOf/0/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema34.properties.lineNumbers.anyOf[0].type,
          parentSchema: schema34.properties.lineNumbers.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid1 = _errs12 === errors;
      valid2 = valid2 || _valid1;
      const _errs14 = errors;
      if (!(typeof data3 == 'number')) {
        const err8 = {
          instancePath: instancePath + '/lineNumbers',
          schemaPath: '#/properties/lineNumbers/anyOf/1/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema34.properties.lineNumbers.anyOf[1].type,
          parentSchema: schema34.properties.lineNumbers.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid1 = _errs14 === errors;
      valid2 = valid2 || _valid1;
      if (!valid2) {
        const err9 = {
          instancePath: instancePath + '/lineNumbers',
          schemaPath: '#/properties/lineNumbers/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema34.properties.lineNumbers.anyOf,
          parentSchema: schema34.properties.lineNumbers,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.buttons !== undefined) {
      let data4 = data.buttons;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate53(data4[i0], {
              instancePath: instancePath + '/buttons/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/buttons',
          schemaPath: '#/properties/buttons/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema34.properties.buttons.type,
          parentSchema: schema34.properties.buttons,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data6 = data.state;
      if (typeof data6 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.state.type,
          parentSchema: schema34.properties.state,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.onContentChange !== undefined) {
      if (
        !validate54(data.onContentChange, {
          instancePath: instancePath + '/onContentChange',
          parentData: data,
          parentDataProperty: 'onContentChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.header !== undefined) {
      let data8 = data.header;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !wrapper3.validate(data8[i1], {
              instancePath: instancePath + '/header/' + i1,
              parentData: data8,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/header',
          schemaPath: '#/properties/header/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema34.properties.header.type,
          parentSchema: schema34.properties.header,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.footer !== undefined) {
      let data10 = data.footer;
      if (Array.isArray(data10)) {
        const len2 = data10.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !wrapper3.validate(data10[i2], {
              instancePath: instancePath + '/footer/' + i2,
              parentData: data10,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/footer',
          schemaPath: '#/properties/footer/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema34.properties.footer.type,
          parentSchema: schema34.properties.footer,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema34.type,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate83.errors = vErrors;
  return errors === 0;
}
validate83.evaluated = {
  props: {
    type: true,
    content: true,
    syntax: true,
    lineNumbers: true,
    buttons: true,
    state: true,
    onContentChange: true,
    header: true,
    footer: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

const schema35 = {
  type: 'object',
  description: 'Block with rich text formatting of a markdown content.',
  properties: {
    type: { type: 'string', enum: ['markdown'] },
    content: { anyOf: [{ $ref: '#/$defs/ContentKitDynamicBinding' }, { type: 'string', description: 'Markdown content to display' }] },
  },
  required: ['type', 'content'],
};

function validate88(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate88.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema35.required,
        parentSchema: schema35,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'content' },
        message: "must have required property '" + 'content' + "'",
        schema: schema35.required,
        parentSchema: schema35,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema35.properties.type.type,
          parentSchema: schema35.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'markdown')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema35.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema35.properties.type.enum,
          parentSchema: schema35.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.content !== undefined) {
      let data1 = data.content;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (
        !validate80(data1, {
          instancePath: instancePath + '/content',
          parentData: data,
          parentDataProperty: 'content',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        var props0 = {};
        props0.$state = true;
      }
      const _errs6 = errors;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf/1/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema35.properties.content.anyOf[1].type,
          parentSchema: schema35.properties.content.anyOf[1],
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err5 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema35.properties.content.anyOf,
          parentSchema: schema35.properties.content,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate88.errors = vErrors;
  return errors === 0;
}
validate88.evaluated = { props: { type: true, content: true }, dynamicProps: false, dynamicItems: false };

const schema36 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['card'] },
    title: { type: 'string' },
    hint: { anyOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/$defs/ContentKitInlineElement' } }] },
    icon: { anyOf: [{ $ref: '#/$defs/ContentKitIcon' }, { $ref: '#/$defs/ContentKitImage' }] },
    onPress: { $ref: '#/$defs/ContentKitAction' },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
    buttons: {
      type: 'array',
      description: 'Buttons displayed in the top right corner of the card.',
      items: { $ref: '#/$defs/ContentKitButton' },
    },
  },
  required: ['type'],
};
const schema37 = {
  description: 'Any element that is inline.',
  anyOf: [{ $ref: '#/$defs/ContentKitText' }, { $ref: '#/$defs/ContentKitImage' }, { $ref: '#/$defs/ContentKitLink' }],
};
const schema38 = {
  type: 'object',
  description: 'Low level text element.',
  properties: {
    type: { type: 'string', enum: ['text'] },
    style: { type: 'string', enum: ['bold', 'italic', 'code', 'strikethrough'] },
    children: {
      anyOf: [
        { type: 'string' },
        { type: 'array', items: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/ContentKitText' }, { $ref: '#/$defs/ContentKitLink' }] } },
      ],
    },
  },
  required: ['type', 'children'],
};
const wrapper7 = { validate: validate93 };
const schema39 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['link'] },
    target: { type: 'object', properties: { url: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/ContentKitURL' }] } }, required: ['url'] },
    children: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  },
  required: ['type', 'target', 'children'],
};
const schema40 = {
  type: 'object',
  description: 'Specification for an URL in ContentKit.',
  properties: {
    host: { type: 'string', description: 'Hostname of the URL along with the port number if required.' },
    pathname: { type: 'string', description: 'Path of the URL prefixed with a `/`.' },
    query: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/ContentKitDynamicBinding' }] } },
  },
  required: ['host', 'pathname'],
};

function validate95(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate95.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.host === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'host' },
        message: "must have required property '" + 'host' + "'",
        schema: schema40.required,
        parentSchema: schema40,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pathname === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pathname' },
        message: "must have required property '" + 'pathname' + "'",
        schema: schema40.required,
        parentSchema: schema40,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.host !== undefined) {
      let data0 = data.host;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/host',
          schemaPath: '#/properties/host/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema40.properties.host.type,
          parentSchema: schema40.properties.host,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.pathname !== undefined) {
      let data1 = data.pathname;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/pathname',
          schemaPath: '#/properties/pathname/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema40.properties.pathname.type,
          parentSchema: schema40.properties.pathname,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.query !== undefined) {
      let data2 = data.query;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          let data3 = data2[key0];
          const _errs9 = errors;
          let valid2 = false;
          const _errs10 = errors;
          if (typeof data3 !== 'string') {
            const err4 = {
              instancePath: instancePath + '/query/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/query/additionalProperties/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema40.properties.query.additionalProperties.anyOf[0].type,
              parentSchema: schema40.properties.query.additionalProperties.anyOf[0],
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          valid2 = valid2 || _valid0;
          const _errs12 = errors;
          if (
            !validate80(data3, {
              instancePath: instancePath + '/query/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              parentData: data2,
              parentDataProperty: key0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs12 === errors;
          valid2 = valid2 || _valid0;
          if (_valid0) {
            var props0 = {};
            props0.$state = true;
          }
          if (!valid2) {
            const err5 = {
              instancePath: instancePath + '/query/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/query/additionalProperties/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema40.properties.query.additionalProperties.anyOf,
              parentSchema: schema40.properties.query.additionalProperties,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          } else {
            errors = _errs9;
            if (vErrors !== null) {
              if (_errs9) {
                vErrors.length = _errs9;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/query',
          schemaPath: '#/properties/query/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema40.properties.query.type,
          parentSchema: schema40.properties.query,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema40.type,
      parentSchema: schema40,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate95.errors = vErrors;
  return errors === 0;
}
validate95.evaluated = { props: { host: true, pathname: true, query: true }, dynamicProps: false, dynamicItems: false };

function validate94(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate94.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.target === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'target' },
        message: "must have required property '" + 'target' + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema39.properties.type.type,
          parentSchema: schema39.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'link')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema39.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema39.properties.type.enum,
          parentSchema: schema39.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.target !== undefined) {
      let data1 = data.target;
      if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
        if (data1.url === undefined) {
          const err5 = {
            instancePath: instancePath + '/target',
            schemaPath: '#/properties/target/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema39.properties.target.required,
            parentSchema: schema39.properties.target,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.url !== undefined) {
          let data2 = data1.url;
          const _errs6 = errors;
          let valid2 = false;
          const _errs7 = errors;
          if (typeof data2 !== 'string') {
            const err6 = {
              instancePath: instancePath + '/target/url',
              schemaPath: '#/properties/target/properties/url/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema39.properties.target.properties.url.anyOf[0].type,
              parentSchema: schema39.properties.target.properties.url.anyOf[0],
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          var _valid0 = _errs7 === errors;
          valid2 = valid2 || _valid0;
          const _errs9 = errors;
          if (
            !validate95(data2, {
              instancePath: instancePath + '/target/url',
              parentData: data1,
              parentDataProperty: 'url',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs9 === errors;
          valid2 = valid2 || _valid0;
          if (_valid0) {
            var props0 = {};
            props0.host = true;
            props0.pathname = true;
            props0.query = true;
          }
          if (!valid2) {
            const err7 = {
              instancePath: instancePath + '/target/url',
              schemaPath: '#/properties/target/properties/url/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema39.properties.target.properties.url.anyOf,
              parentSchema: schema39.properties.target.properties.url,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          } else {
            errors = _errs6;
            if (vErrors !== null) {
              if (_errs6) {
                vErrors.length = _errs6;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/target',
          schemaPath: '#/properties/target/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema39.properties.target.type,
          parentSchema: schema39.properties.target,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data3 = data.children;
      const _errs11 = errors;
      let valid3 = false;
      const _errs12 = errors;
      if (typeof data3 !== 'string') {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema39.properties.children.anyOf[0].type,
          parentSchema: schema39.properties.children.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid1 = _errs12 === errors;
      valid3 = valid3 || _valid1;
      const _errs14 = errors;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== 'string') {
            const err10 = {
              instancePath: instancePath + '/children/' + i0,
              schemaPath: '#/properties/children/anyOf/1/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema39.properties.children.anyOf[1].items.type,
              parentSchema: schema39.properties.children.anyOf[1].items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema39.properties.children.anyOf[1].type,
          parentSchema: schema39.properties.children.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      var _valid1 = _errs14 === errors;
      valid3 = valid3 || _valid1;
      if (!valid3) {
        const err12 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema39.properties.children.anyOf,
          parentSchema: schema39.properties.children,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema39.type,
      parentSchema: schema39,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate94.errors = vErrors;
  return errors === 0;
}
validate94.evaluated = { props: { type: true, target: true, children: true }, dynamicProps: false, dynamicItems: false };

function validate93(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate93.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema38.required,
        parentSchema: schema38,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema38.required,
        parentSchema: schema38,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema38.properties.type.type,
          parentSchema: schema38.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'text')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema38.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema38.properties.type.enum,
          parentSchema: schema38.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.style !== undefined) {
      let data1 = data.style;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema38.properties.style.type,
          parentSchema: schema38.properties.style,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === 'bold' || data1 === 'italic' || data1 === 'code' || data1 === 'strikethrough')) {
        const err5 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/enum',
          keyword: 'enum',
          params: { allowedValues: schema38.properties.style.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema38.properties.style.enum,
          parentSchema: schema38.properties.style,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema38.properties.children.anyOf[0].type,
          parentSchema: schema38.properties.children.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          const _errs12 = errors;
          let valid4 = false;
          const _errs13 = errors;
          if (typeof data3 !== 'string') {
            const err7 = {
              instancePath: instancePath + '/children/' + i0,
              schemaPath: '#/properties/children/anyOf/1/items/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema38.properties.children.anyOf[1].items.anyOf[0].type,
              parentSchema: schema38.properties.children.anyOf[1].items.anyOf[0],
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          var _valid1 = _errs13 === errors;
          valid4 = valid4 || _valid1;
          const _errs15 = errors;
          if (
            !wrapper7.validate(data3, {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper7.validate.errors : vErrors.concat(wrapper7.validate.errors);
            errors = vErrors.length;
          } else {
            var props0 = wrapper7.validate.evaluated.props;
          }
          var _valid1 = _errs15 === errors;
          valid4 = valid4 || _valid1;
          const _errs16 = errors;
          if (
            !validate94(data3, {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
            errors = vErrors.length;
          }
          var _valid1 = _errs16 === errors;
          valid4 = valid4 || _valid1;
          if (_valid1) {
            if (props0 !== true) {
              props0 = props0 || {};
              props0.type = true;
              props0.target = true;
              props0.children = true;
            }
          }
          if (!valid4) {
            const err8 = {
              instancePath: instancePath + '/children/' + i0,
              schemaPath: '#/properties/children/anyOf/1/items/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema38.properties.children.anyOf[1].items.anyOf,
              parentSchema: schema38.properties.children.anyOf[1].items,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          } else {
            errors = _errs12;
            if (vErrors !== null) {
              if (_errs12) {
                vErrors.length = _errs12;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema38.properties.children.anyOf[1].type,
          parentSchema: schema38.properties.children.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err10 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema38.properties.children.anyOf,
          parentSchema: schema38.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema38.type,
      parentSchema: schema38,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate93.errors = vErrors;
  return errors === 0;
}
validate93.evaluated = { props: { type: true, style: true, children: true }, dynamicProps: false, dynamicItems: false };

const schema41 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['image'] },
    source: { type: 'object', properties: { url: { type: 'string', format: 'uri' } }, required: ['url'] },
    aspectRatio: { type: 'number' },
  },
  required: ['type', 'source', 'aspectRatio'],
};
const formats0 = { uri: { type: 'string', validate: isUri } }.uri;

function validate100(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate100.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'source' },
        message: "must have required property '" + 'source' + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.aspectRatio === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'aspectRatio' },
        message: "must have required property '" + 'aspectRatio' + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema41.properties.type.type,
          parentSchema: schema41.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'image')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema41.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema41.properties.type.enum,
          parentSchema: schema41.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.source !== undefined) {
      let data1 = data.source;
      if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
        if (data1.url === undefined) {
          const err5 = {
            instancePath: instancePath + '/source',
            schemaPath: '#/properties/source/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema41.properties.source.required,
            parentSchema: schema41.properties.source,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.url !== undefined) {
          let data2 = data1.url;
          if (typeof data2 === 'string') {
            if (!formats0.validate(data2)) {
              const err6 = {
                instancePath: instancePath + '/source/url',
                schemaPath: '#/properties/source/properties/url/format',
                keyword: 'format',
                params: { format: 'uri' },
                message: 'must match format "' + 'uri' + '"',
                schema: 'uri',
                parentSchema: schema41.properties.source.properties.url,
                data: data2,
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = {
              instancePath: instancePath + '/source/url',
              schemaPath: '#/properties/source/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema41.properties.source.properties.url.type,
              parentSchema: schema41.properties.source.properties.url,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema41.properties.source.type,
          parentSchema: schema41.properties.source,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.aspectRatio !== undefined) {
      let data3 = data.aspectRatio;
      if (!(typeof data3 == 'number')) {
        const err9 = {
          instancePath: instancePath + '/aspectRatio',
          schemaPath: '#/properties/aspectRatio/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema41.properties.aspectRatio.type,
          parentSchema: schema41.properties.aspectRatio,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema41.type,
      parentSchema: schema41,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate100.errors = vErrors;
  return errors === 0;
}
validate100.evaluated = { props: { type: true, source: true, aspectRatio: true }, dynamicProps: false, dynamicItems: false };

function validate92(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate92.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate93(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = {};
    props0.type = true;
    props0.style = true;
    props0.children = true;
  }
  const _errs2 = errors;
  if (!validate100(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.source = true;
      props0.aspectRatio = true;
    }
  }
  const _errs3 = errors;
  if (!validate94(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.target = true;
      props0.children = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
      schema: schema37.anyOf,
      parentSchema: schema37,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate92.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate92.evaluated = { dynamicProps: true, dynamicItems: false };

function validate91(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema36.required,
        parentSchema: schema36,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.properties.type.type,
          parentSchema: schema36.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'card')) {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema36.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema36.properties.type.enum,
          parentSchema: schema36.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.properties.title.type,
          parentSchema: schema36.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.hint !== undefined) {
      let data2 = data.hint;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.properties.hint.anyOf[0].type,
          parentSchema: schema36.properties.hint.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate92(data2[i0], {
              instancePath: instancePath + '/hint/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema36.properties.hint.anyOf[1].type,
          parentSchema: schema36.properties.hint.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err6 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema36.properties.hint.anyOf,
          parentSchema: schema36.properties.hint,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.icon !== undefined) {
      let data4 = data.icon;
      const _errs13 = errors;
      let valid4 = false;
      const _errs14 = errors;
      if (
        !validate62(data4, { instancePath: instancePath + '/icon', parentData: data, parentDataProperty: 'icon', rootData, dynamicAnchors })
      ) {
        vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs14 === errors;
      valid4 = valid4 || _valid1;
      const _errs15 = errors;
      if (
        !validate100(data4, {
          instancePath: instancePath + '/icon',
          parentData: data,
          parentDataProperty: 'icon',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs15 === errors;
      valid4 = valid4 || _valid1;
      if (_valid1) {
        var props1 = {};
        props1.type = true;
        props1.source = true;
        props1.aspectRatio = true;
      }
      if (!valid4) {
        const err7 = {
          instancePath: instancePath + '/icon',
          schemaPath: '#/properties/icon/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema36.properties.icon.anyOf,
          parentSchema: schema36.properties.icon,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs13;
        if (vErrors !== null) {
          if (_errs13) {
            vErrors.length = _errs13;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.onPress !== undefined) {
      if (
        !validate54(data.onPress, {
          instancePath: instancePath + '/onPress',
          parentData: data,
          parentDataProperty: 'onPress',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.children !== undefined) {
      let data6 = data.children;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !wrapper3.validate(data6[i1], {
              instancePath: instancePath + '/children/' + i1,
              parentData: data6,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema36.properties.children.type,
          parentSchema: schema36.properties.children,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.buttons !== undefined) {
      let data8 = data.buttons;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate53(data8[i2], {
              instancePath: instancePath + '/buttons/' + i2,
              parentData: data8,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/buttons',
          schemaPath: '#/properties/buttons/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema36.properties.buttons.type,
          parentSchema: schema36.properties.buttons,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = {
  props: { type: true, title: true, hint: true, icon: true, onPress: true, children: true, buttons: true },
  dynamicProps: false,
  dynamicItems: false,
};

const schema42 = {
  type: 'object',
  description: 'Field for an input.',
  properties: {
    type: { type: 'string', enum: ['input'] },
    label: { type: 'string', description: 'Text label displayed next to the input.' },
    hint: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/ContentKitInlineElement' }] },
    element: {
      anyOf: [
        { $ref: '#/$defs/ContentKitTextInput' },
        { $ref: '#/$defs/ContentKitSelect' },
        { $ref: '#/$defs/ContentKitSwitch' },
        { $ref: '#/$defs/ContentKitRadio' },
        { $ref: '#/$defs/ContentKitCheckbox' },
        { $ref: '#/$defs/ContentKitButton' },
        { $ref: '#/$defs/ContentKitCodeBlock' },
      ],
    },
  },
  required: ['type', 'label', 'element'],
};
const schema43 = {
  type: 'object',
  description: 'Creates a drop down menu with a list of options for a user to choose.',
  properties: {
    type: { type: 'string', enum: ['select'] },
    disabled: { type: 'boolean' },
    state: {
      description: 'State binding. The value of the input will be stored as a property in the state named after this ID.',
      type: 'string',
    },
    initialValue: {
      description: 'Value to initialize the select with.',
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    onValueChange: { $ref: '#/$defs/ContentKitAction' },
    placeholder: { description: 'Text that appears in the form control when it has no value set', type: 'string' },
    multiple: {
      description: 'Should the select accept the selection of multiple options. If true, the state will be an array.',
      type: 'boolean',
    },
    acceptInput: { description: 'Should the filter input be allowed to be selected as an option.', type: 'boolean' },
    options: {
      description: 'Options to be displayed in the select.',
      anyOf: [
        { $ref: '#/$defs/ContentKitBuiltInSource' },
        { type: 'array', description: 'Static list of options', items: { $ref: '#/$defs/ContentKitSelectOption' } },
        {
          type: 'object',
          properties: {
            url: {
              anyOf: [
                { type: 'string', description: 'External source of options. The URL should respond with an array of options.' },
                { $ref: '#/$defs/ContentKitURL' },
              ],
            },
          },
          required: ['url'],
        },
      ],
    },
  },
  required: ['type', 'state', 'options'],
};
const schema44 = {
  type: 'object',
  description: 'Built-in sources that can be used to provide a ContentKitSelect.',
  properties: { source: { type: 'string', enum: ['openapi'] } },
  required: ['source'],
};

function validate115(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate115.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.source === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'source' },
        message: "must have required property '" + 'source' + "'",
        schema: schema44.required,
        parentSchema: schema44,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source !== undefined) {
      let data0 = data.source;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema44.properties.source.type,
          parentSchema: schema44.properties.source,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'openapi')) {
        const err2 = {
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/enum',
          keyword: 'enum',
          params: { allowedValues: schema44.properties.source.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema44.properties.source.enum,
          parentSchema: schema44.properties.source,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema44.type,
      parentSchema: schema44,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate115.errors = vErrors;
  return errors === 0;
}
validate115.evaluated = { props: { source: true }, dynamicProps: false, dynamicItems: false };

const schema45 = {
  type: 'object',
  description: 'An individual option in a select element',
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    icon: { anyOf: [{ $ref: '#/$defs/ContentKitIcon' }, { $ref: '#/$defs/ContentKitImage' }] },
  },
  required: ['id', 'label'],
};

function validate117(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate117.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
        schema: schema45.required,
        parentSchema: schema45,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
        schema: schema45.required,
        parentSchema: schema45,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema45.properties.id.type,
          parentSchema: schema45.properties.id,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema45.properties.label.type,
          parentSchema: schema45.properties.label,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.icon !== undefined) {
      let data2 = data.icon;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (
        !validate62(data2, { instancePath: instancePath + '/icon', parentData: data, parentDataProperty: 'icon', rootData, dynamicAnchors })
      ) {
        vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs8 = errors;
      if (
        !validate100(data2, {
          instancePath: instancePath + '/icon',
          parentData: data,
          parentDataProperty: 'icon',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        var props0 = {};
        props0.type = true;
        props0.source = true;
        props0.aspectRatio = true;
      }
      if (!valid1) {
        const err4 = {
          instancePath: instancePath + '/icon',
          schemaPath: '#/properties/icon/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema45.properties.icon.anyOf,
          parentSchema: schema45.properties.icon,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema45.type,
      parentSchema: schema45,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate117.errors = vErrors;
  return errors === 0;
}
validate117.evaluated = { props: { id: true, label: true, icon: true }, dynamicProps: false, dynamicItems: false };

function validate113(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate113.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema43.required,
        parentSchema: schema43,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema43.required,
        parentSchema: schema43,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.options === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'options' },
        message: "must have required property '" + 'options' + "'",
        schema: schema43.required,
        parentSchema: schema43,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.type.type,
          parentSchema: schema43.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'select')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema43.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema43.properties.type.enum,
          parentSchema: schema43.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err5 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema43.properties.disabled.type,
          parentSchema: schema43.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.state.type,
          parentSchema: schema43.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.initialValue !== undefined) {
      let data3 = data.initialValue;
      const _errs8 = errors;
      let valid1 = false;
      const _errs9 = errors;
      if (typeof data3 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.initialValue.anyOf[0].type,
          parentSchema: schema43.properties.initialValue.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      const _errs11 = errors;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== 'string') {
            const err8 = {
              instancePath: instancePath + '/initialValue/' + i0,
              schemaPath: '#/properties/initialValue/anyOf/1/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema43.properties.initialValue.anyOf[1].items.type,
              parentSchema: schema43.properties.initialValue.anyOf[1].items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema43.properties.initialValue.anyOf[1].type,
          parentSchema: schema43.properties.initialValue.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err10 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema43.properties.initialValue.anyOf,
          parentSchema: schema43.properties.initialValue,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs8;
        if (vErrors !== null) {
          if (_errs8) {
            vErrors.length = _errs8;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.onValueChange !== undefined) {
      if (
        !validate54(data.onValueChange, {
          instancePath: instancePath + '/onValueChange',
          parentData: data,
          parentDataProperty: 'onValueChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.placeholder !== undefined) {
      let data6 = data.placeholder;
      if (typeof data6 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/placeholder',
          schemaPath: '#/properties/placeholder/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.placeholder.type,
          parentSchema: schema43.properties.placeholder,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.multiple !== undefined) {
      let data7 = data.multiple;
      if (typeof data7 !== 'boolean') {
        const err12 = {
          instancePath: instancePath + '/multiple',
          schemaPath: '#/properties/multiple/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema43.properties.multiple.type,
          parentSchema: schema43.properties.multiple,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.acceptInput !== undefined) {
      let data8 = data.acceptInput;
      if (typeof data8 !== 'boolean') {
        const err13 = {
          instancePath: instancePath + '/acceptInput',
          schemaPath: '#/properties/acceptInput/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema43.properties.acceptInput.type,
          parentSchema: schema43.properties.acceptInput,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data9 = data.options;
      const _errs23 = errors;
      let valid4 = false;
      const _errs24 = errors;
      if (
        !validate115(data9, {
          instancePath: instancePath + '/options',
          parentData: data,
          parentDataProperty: 'options',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs24 === errors;
      valid4 = valid4 || _valid1;
      if (_valid1) {
        var props1 = {};
        props1.source = true;
      }
      const _errs25 = errors;
      if (Array.isArray(data9)) {
        const len1 = data9.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate117(data9[i1], {
              instancePath: instancePath + '/options/' + i1,
              parentData: data9,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema43.properties.options.anyOf[1].type,
          parentSchema: schema43.properties.options.anyOf[1],
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      var _valid1 = _errs25 === errors;
      valid4 = valid4 || _valid1;
      const _errs28 = errors;
      if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
        if (data9.url === undefined) {
          const err15 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/anyOf/2/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema43.properties.options.anyOf[2].required,
            parentSchema: schema43.properties.options.anyOf[2],
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data9.url !== undefined) {
          let data11 = data9.url;
          const _errs31 = errors;
          let valid8 = false;
          const _errs32 = errors;
          if (typeof data11 !== 'string') {
            const err16 = {
              instancePath: instancePath + '/options/url',
              schemaPath: '#/properties/options/anyOf/2/properties/url/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema43.properties.options.anyOf[2].properties.url.anyOf[0].type,
              parentSchema: schema43.properties.options.anyOf[2].properties.url.anyOf[0],
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          var _valid2 = _errs32 === errors;
          valid8 = valid8 || _valid2;
          const _errs34 = errors;
          if (
            !validate95(data11, {
              instancePath: instancePath + '/options/url',
              parentData: data9,
              parentDataProperty: 'url',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
            errors = vErrors.length;
          }
          var _valid2 = _errs34 === errors;
          valid8 = valid8 || _valid2;
          if (_valid2) {
            var props2 = {};
            props2.host = true;
            props2.pathname = true;
            props2.query = true;
          }
          if (!valid8) {
            const err17 = {
              instancePath: instancePath + '/options/url',
              schemaPath: '#/properties/options/anyOf/2/properties/url/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema43.properties.options.anyOf[2].properties.url.anyOf,
              parentSchema: schema43.properties.options.anyOf[2].properties.url,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          } else {
            errors = _errs31;
            if (vErrors !== null) {
              if (_errs31) {
                vErrors.length = _errs31;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/anyOf/2/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema43.properties.options.anyOf[2].type,
          parentSchema: schema43.properties.options.anyOf[2],
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid1 = _errs28 === errors;
      valid4 = valid4 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.url = true;
        }
      }
      if (!valid4) {
        const err19 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema43.properties.options.anyOf,
          parentSchema: schema43.properties.options,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      } else {
        errors = _errs23;
        if (vErrors !== null) {
          if (_errs23) {
            vErrors.length = _errs23;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err20 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema43.type,
      parentSchema: schema43,
      data,
    };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate113.errors = vErrors;
  return errors === 0;
}
validate113.evaluated = {
  props: {
    type: true,
    disabled: true,
    state: true,
    initialValue: true,
    onValueChange: true,
    placeholder: true,
    multiple: true,
    acceptInput: true,
    options: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

const schema46 = {
  type: 'object',
  description: 'Renders a boolean input.',
  properties: {
    type: { type: 'string', enum: ['switch'] },
    disabled: { type: 'boolean' },
    state: {
      description: 'State binding. The value of the input will be stored as a property in the state named after this ID.',
      type: 'string',
    },
    initialValue: { description: 'Value to initialize the switch with.', type: 'boolean' },
    onValueChange: { $ref: '#/$defs/ContentKitAction' },
    confirm: { $ref: '#/$defs/ContentKitConfirm' },
  },
  required: ['type', 'state'],
};

function validate123(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate123.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema46.required,
        parentSchema: schema46,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema46.required,
        parentSchema: schema46,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema46.properties.type.type,
          parentSchema: schema46.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'switch')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema46.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema46.properties.type.enum,
          parentSchema: schema46.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err4 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema46.properties.disabled.type,
          parentSchema: schema46.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema46.properties.state.type,
          parentSchema: schema46.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.initialValue !== undefined) {
      let data3 = data.initialValue;
      if (typeof data3 !== 'boolean') {
        const err6 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema46.properties.initialValue.type,
          parentSchema: schema46.properties.initialValue,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.onValueChange !== undefined) {
      if (
        !validate54(data.onValueChange, {
          instancePath: instancePath + '/onValueChange',
          parentData: data,
          parentDataProperty: 'onValueChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema46.type,
      parentSchema: schema46,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate123.errors = vErrors;
  return errors === 0;
}
validate123.evaluated = {
  props: { type: true, disabled: true, state: true, initialValue: true, onValueChange: true, confirm: true },
  dynamicProps: false,
  dynamicItems: false,
};

const schema47 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['radio'] },
    disabled: { type: 'boolean' },
    state: {
      description: 'State binding. The value of the input will be stored as a property in the state named after this ID.',
      type: 'string',
    },
    value: { description: 'Value to store in th state when the checkbox is selected.', anyOf: [{ type: 'string' }, { type: 'number' }] },
    confirm: { $ref: '#/$defs/ContentKitConfirm' },
  },
  required: ['type', 'state', 'value'],
};

function validate127(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate127.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema47.properties.type.type,
          parentSchema: schema47.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'radio')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema47.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema47.properties.type.enum,
          parentSchema: schema47.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err5 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema47.properties.disabled.type,
          parentSchema: schema47.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema47.properties.state.type,
          parentSchema: schema47.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      let data3 = data.value;
      const _errs8 = errors;
      let valid1 = false;
      const _errs9 = errors;
      if (typeof data3 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema47.properties.value.anyOf[0].type,
          parentSchema: schema47.properties.value.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      const _errs11 = errors;
      if (!(typeof data3 == 'number')) {
        const err8 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/1/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema47.properties.value.anyOf[1].type,
          parentSchema: schema47.properties.value.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err9 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema47.properties.value.anyOf,
          parentSchema: schema47.properties.value,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs8;
        if (vErrors !== null) {
          if (_errs8) {
            vErrors.length = _errs8;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema47.type,
      parentSchema: schema47,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate127.errors = vErrors;
  return errors === 0;
}
validate127.evaluated = {
  props: { type: true, disabled: true, state: true, value: true, confirm: true },
  dynamicProps: false,
  dynamicItems: false,
};

const schema48 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['checkbox'] },
    state: {
      description: 'State binding. The value of the input will be stored as a property in the state named after this ID.',
      type: 'string',
    },
    value: {
      description: 'Value to store in a state array when the checkbox is selected.',
      anyOf: [{ type: 'string' }, { type: 'number' }],
    },
    confirm: { $ref: '#/$defs/ContentKitConfirm' },
  },
  required: ['type', 'state', 'value'],
};

function validate130(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate130.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema48.properties.type.type,
          parentSchema: schema48.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'checkbox')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema48.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema48.properties.type.enum,
          parentSchema: schema48.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data1 = data.state;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema48.properties.state.type,
          parentSchema: schema48.properties.state,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      let data2 = data.value;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema48.properties.value.anyOf[0].type,
          parentSchema: schema48.properties.value.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (!(typeof data2 == 'number')) {
        const err7 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/1/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema48.properties.value.anyOf[1].type,
          parentSchema: schema48.properties.value.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err8 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema48.properties.value.anyOf,
          parentSchema: schema48.properties.value,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate130.errors = vErrors;
  return errors === 0;
}
validate130.evaluated = { props: { type: true, state: true, value: true, confirm: true }, dynamicProps: false, dynamicItems: false };

function validate110(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate110.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.element === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'element' },
        message: "must have required property '" + 'element' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema42.properties.type.type,
          parentSchema: schema42.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'input')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema42.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema42.properties.type.enum,
          parentSchema: schema42.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema42.properties.label.type,
          parentSchema: schema42.properties.label,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.hint !== undefined) {
      let data2 = data.hint;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema42.properties.hint.anyOf[0].type,
          parentSchema: schema42.properties.hint.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (
        !validate92(data2, { instancePath: instancePath + '/hint', parentData: data, parentDataProperty: 'hint', rootData, dynamicAnchors })
      ) {
        vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err7 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema42.properties.hint.anyOf,
          parentSchema: schema42.properties.hint,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.element !== undefined) {
      let data3 = data.element;
      const _errs11 = errors;
      let valid2 = false;
      const _errs12 = errors;
      if (
        !validate67(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs12 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        var props1 = {};
        props1.type = true;
        props1.disabled = true;
        props1.state = true;
        props1.initialValue = true;
        props1.placeholder = true;
        props1.multiline = true;
        props1.inputType = true;
      }
      const _errs13 = errors;
      if (
        !validate113(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs13 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.disabled = true;
          props1.state = true;
          props1.initialValue = true;
          props1.onValueChange = true;
          props1.placeholder = true;
          props1.multiple = true;
          props1.acceptInput = true;
          props1.options = true;
        }
      }
      const _errs14 = errors;
      if (
        !validate123(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs14 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.disabled = true;
          props1.state = true;
          props1.initialValue = true;
          props1.onValueChange = true;
          props1.confirm = true;
        }
      }
      const _errs15 = errors;
      if (
        !validate127(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs15 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.disabled = true;
          props1.state = true;
          props1.value = true;
          props1.confirm = true;
        }
      }
      const _errs16 = errors;
      if (
        !validate130(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs16 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.state = true;
          props1.value = true;
          props1.confirm = true;
        }
      }
      const _errs17 = errors;
      if (
        !validate53(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs17 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.style = true;
          props1.onPress = true;
          props1.icon = true;
          props1.trailingIcon = true;
          props1.label = true;
          props1.tooltip = true;
          props1.confirm = true;
          props1.disabled = true;
        }
      }
      const _errs18 = errors;
      if (
        !validate83(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs18 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.content = true;
          props1.syntax = true;
          props1.lineNumbers = true;
          props1.buttons = true;
          props1.state = true;
          props1.onContentChange = true;
          props1.header = true;
          props1.footer = true;
        }
      }
      if (!valid2) {
        const err8 = {
          instancePath: instancePath + '/element',
          schemaPath: '#/properties/element/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema42.properties.element.anyOf,
          parentSchema: schema42.properties.element,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema42.type,
      parentSchema: schema42,
      data,
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate110.errors = vErrors;
  return errors === 0;
}
validate110.evaluated = { props: { type: true, label: true, hint: true, element: true }, dynamicProps: false, dynamicItems: false };

const schema49 = {
  type: 'object',
  description: 'Element used to contextualize other elements or info.',
  properties: { type: { type: 'string', enum: ['hint'] }, children: { type: 'array', items: { $ref: '#/$defs/ContentKitInlineElement' } } },
  required: ['type', 'children'],
};

function validate141(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate141.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema49.properties.type.type,
          parentSchema: schema49.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'hint')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema49.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema49.properties.type.enum,
          parentSchema: schema49.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data1 = data.children;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate92(data1[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema49.properties.children.type,
          parentSchema: schema49.properties.children,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema49.type,
      parentSchema: schema49,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate141.errors = vErrors;
  return errors === 0;
}
validate141.evaluated = { props: { type: true, children: true }, dynamicProps: false, dynamicItems: false };

const schema50 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['step'] },
    id: { description: 'unique identifier for the step', type: 'string' },
    title: { description: 'title of the step', type: 'string', maxLength: 50 },
    next: {
      description: 'indicates if the user can progress to the next step based on some internal validation or condition',
      type: 'boolean',
      default: false,
    },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' }, minItems: 1 },
  },
  required: ['type', 'id', 'children'],
};

function validate145(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate145.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema50.properties.type.type,
          parentSchema: schema50.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'step')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema50.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema50.properties.type.enum,
          parentSchema: schema50.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data1 = data.id;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema50.properties.id.type,
          parentSchema: schema50.properties.id,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data2 = data.title;
      if (typeof data2 === 'string') {
        if (func1(data2) > 50) {
          const err6 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/properties/title/maxLength',
            keyword: 'maxLength',
            params: { limit: 50 },
            message: 'must NOT have more than 50 characters',
            schema: 50,
            parentSchema: schema50.properties.title,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema50.properties.title.type,
          parentSchema: schema50.properties.title,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.next !== undefined) {
      let data3 = data.next;
      if (typeof data3 !== 'boolean') {
        const err8 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema50.properties.next.type,
          parentSchema: schema50.properties.next,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data4 = data.children;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err9 = {
            instancePath: instancePath + '/children',
            schemaPath: '#/properties/children/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
            schema: 1,
            parentSchema: schema50.properties.children,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !wrapper3.validate(data4[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema50.properties.children.type,
          parentSchema: schema50.properties.children,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema50.type,
      parentSchema: schema50,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate145.errors = vErrors;
  return errors === 0;
}
validate145.evaluated = {
  props: { type: true, id: true, title: true, next: true, children: true },
  dynamicProps: false,
  dynamicItems: false,
};

const wrapper2 = { validate: validate68 };

function validate69(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate69.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate53(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = {};
    props0.type = true;
    props0.style = true;
    props0.onPress = true;
    props0.icon = true;
    props0.trailingIcon = true;
    props0.label = true;
    props0.tooltip = true;
    props0.confirm = true;
    props0.disabled = true;
  }
  const _errs2 = errors;
  if (!validate67(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.disabled = true;
      props0.state = true;
      props0.initialValue = true;
      props0.placeholder = true;
      props0.multiline = true;
      props0.inputType = true;
    }
  }
  const _errs3 = errors;
  if (!wrapper2.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
    errors = vErrors.length;
  } else {
    var props1 = wrapper2.validate.evaluated.props;
    var items0 = wrapper2.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true && props1 !== undefined) {
      if (props1 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props1);
      }
    }
  }
  const _errs4 = errors;
  if (!validate72(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs4 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.align = true;
      props0.children = true;
    }
  }
  const _errs5 = errors;
  if (!validate74(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs5 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.grow = true;
      props0.children = true;
    }
  }
  const _errs6 = errors;
  if (!validate76(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs6 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.size = true;
    }
  }
  const _errs7 = errors;
  if (!validate78(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs7 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.aspectRatio = true;
      props0.source = true;
      props0.buttons = true;
      props0.data = true;
    }
  }
  const _errs8 = errors;
  if (!validate83(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs8 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.content = true;
      props0.syntax = true;
      props0.lineNumbers = true;
      props0.buttons = true;
      props0.state = true;
      props0.onContentChange = true;
      props0.header = true;
      props0.footer = true;
    }
  }
  const _errs9 = errors;
  if (!validate88(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs9 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.content = true;
    }
  }
  const _errs10 = errors;
  if (!validate91(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs10 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.title = true;
      props0.hint = true;
      props0.icon = true;
      props0.onPress = true;
      props0.children = true;
      props0.buttons = true;
    }
  }
  const _errs11 = errors;
  if (!validate100(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs11 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.source = true;
      props0.aspectRatio = true;
    }
  }
  const _errs12 = errors;
  if (!validate110(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs12 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.label = true;
      props0.hint = true;
      props0.element = true;
    }
  }
  const _errs13 = errors;
  if (!validate113(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs13 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.disabled = true;
      props0.state = true;
      props0.initialValue = true;
      props0.onValueChange = true;
      props0.placeholder = true;
      props0.multiple = true;
      props0.acceptInput = true;
      props0.options = true;
    }
  }
  const _errs14 = errors;
  if (!validate123(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs14 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.disabled = true;
      props0.state = true;
      props0.initialValue = true;
      props0.onValueChange = true;
      props0.confirm = true;
    }
  }
  const _errs15 = errors;
  if (!validate130(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs15 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.state = true;
      props0.value = true;
      props0.confirm = true;
    }
  }
  const _errs16 = errors;
  if (!validate127(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs16 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.disabled = true;
      props0.state = true;
      props0.value = true;
      props0.confirm = true;
    }
  }
  const _errs17 = errors;
  if (!validate93(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs17 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.style = true;
      props0.children = true;
    }
  }
  const _errs18 = errors;
  if (!validate141(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs18 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.children = true;
    }
  }
  const _errs19 = errors;
  if (!validate94(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs19 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.target = true;
      props0.children = true;
    }
  }
  const _errs20 = errors;
  if (!validate145(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs20 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
      props0.id = true;
      props0.title = true;
      props0.next = true;
      props0.children = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
      schema: schema28.anyOf,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate69.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate69.evaluated = { dynamicProps: true, dynamicItems: true };

function validate68(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema27.required,
        parentSchema: schema27,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema27.required,
        parentSchema: schema27,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema27.properties.type.type,
          parentSchema: schema27.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'hstack')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema27.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema27.properties.type.enum,
          parentSchema: schema27.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.align !== undefined) {
      let data1 = data.align;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/align',
          schemaPath: '#/properties/align/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema27.properties.align.type,
          parentSchema: schema27.properties.align,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === 'start' || data1 === 'center' || data1 === 'end')) {
        const err5 = {
          instancePath: instancePath + '/align',
          schemaPath: '#/properties/align/enum',
          keyword: 'enum',
          params: { allowedValues: schema27.properties.align.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema27.properties.align.enum,
          parentSchema: schema27.properties.align,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data2[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema27.properties.children.type,
          parentSchema: schema27.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { props: { type: true, align: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_vstack = validate148;

function validate148(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate148.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema29.required,
        parentSchema: schema29,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema29.required,
        parentSchema: schema29,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema29.properties.type.type,
          parentSchema: schema29.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'vstack')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema29.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema29.properties.type.enum,
          parentSchema: schema29.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.align !== undefined) {
      let data1 = data.align;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/align',
          schemaPath: '#/properties/align/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema29.properties.align.type,
          parentSchema: schema29.properties.align,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === 'start' || data1 === 'center' || data1 === 'end')) {
        const err5 = {
          instancePath: instancePath + '/align',
          schemaPath: '#/properties/align/enum',
          keyword: 'enum',
          params: { allowedValues: schema29.properties.align.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema29.properties.align.enum,
          parentSchema: schema29.properties.align,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data2[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema29.properties.children.type,
          parentSchema: schema29.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema29.type,
      parentSchema: schema29,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate148.errors = vErrors;
  return errors === 0;
}
validate148.evaluated = { props: { type: true, align: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_box = validate150;

function validate150(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate150.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema30.required,
        parentSchema: schema30,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema30.required,
        parentSchema: schema30,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema30.properties.type.type,
          parentSchema: schema30.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'box')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema30.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema30.properties.type.enum,
          parentSchema: schema30.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.grow !== undefined) {
      let data1 = data.grow;
      if (!(typeof data1 == 'number')) {
        const err4 = {
          instancePath: instancePath + '/grow',
          schemaPath: '#/properties/grow/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema30.properties.grow.type,
          parentSchema: schema30.properties.grow,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data2[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema30.properties.children.type,
          parentSchema: schema30.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema30.type,
      parentSchema: schema30,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate150.errors = vErrors;
  return errors === 0;
}
validate150.evaluated = { props: { type: true, grow: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_divider = validate152;

function validate152(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate152.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema31.required,
        parentSchema: schema31,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema31.properties.type.type,
          parentSchema: schema31.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'divider')) {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema31.properties.type.enum,
          parentSchema: schema31.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.size !== undefined) {
      let data1 = data.size;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema31.properties.size.type,
          parentSchema: schema31.properties.size,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data1 === 'small' || data1 === 'medium' || data1 === 'large')) {
        const err4 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.size.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema31.properties.size.enum,
          parentSchema: schema31.properties.size,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema31.type,
      parentSchema: schema31,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate152.errors = vErrors;
  return errors === 0;
}
validate152.evaluated = { props: { type: true, size: true }, dynamicProps: false, dynamicItems: false };

export const validate_webframe = validate153;

function validate153(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate153.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema32.required,
        parentSchema: schema32,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'source' },
        message: "must have required property '" + 'source' + "'",
        schema: schema32.required,
        parentSchema: schema32,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema32.properties.type.type,
          parentSchema: schema32.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'webframe')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema32.properties.type.enum,
          parentSchema: schema32.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.aspectRatio !== undefined) {
      let data1 = data.aspectRatio;
      if (!(typeof data1 == 'number')) {
        const err4 = {
          instancePath: instancePath + '/aspectRatio',
          schemaPath: '#/properties/aspectRatio/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema32.properties.aspectRatio.type,
          parentSchema: schema32.properties.aspectRatio,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.source !== undefined) {
      let data2 = data.source;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.url === undefined) {
          const err5 = {
            instancePath: instancePath + '/source',
            schemaPath: '#/properties/source/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema32.properties.source.required,
            parentSchema: schema32.properties.source,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.url !== undefined) {
          let data3 = data2.url;
          if (typeof data3 !== 'string') {
            const err6 = {
              instancePath: instancePath + '/source/url',
              schemaPath: '#/properties/source/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema32.properties.source.properties.url.type,
              parentSchema: schema32.properties.source.properties.url,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.source.type,
          parentSchema: schema32.properties.source,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.buttons !== undefined) {
      let data4 = data.buttons;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate53(data4[i0], {
              instancePath: instancePath + '/buttons/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/buttons',
          schemaPath: '#/properties/buttons/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema32.properties.buttons.type,
          parentSchema: schema32.properties.buttons,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.data !== undefined) {
      let data6 = data.data;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key0 in data6) {
          let data7 = data6[key0];
          const _errs16 = errors;
          let valid5 = false;
          const _errs17 = errors;
          if (typeof data7 !== 'string') {
            const err9 = {
              instancePath: instancePath + '/data/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/data/additionalProperties/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema32.properties.data.additionalProperties.anyOf[0].type,
              parentSchema: schema32.properties.data.additionalProperties.anyOf[0],
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          var _valid0 = _errs17 === errors;
          valid5 = valid5 || _valid0;
          const _errs19 = errors;
          if (
            !validate80(data7, {
              instancePath: instancePath + '/data/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              parentData: data6,
              parentDataProperty: key0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs19 === errors;
          valid5 = valid5 || _valid0;
          if (_valid0) {
            var props0 = {};
            props0.$state = true;
          }
          if (!valid5) {
            const err10 = {
              instancePath: instancePath + '/data/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/data/additionalProperties/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema32.properties.data.additionalProperties.anyOf,
              parentSchema: schema32.properties.data.additionalProperties,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          } else {
            errors = _errs16;
            if (vErrors !== null) {
              if (_errs16) {
                vErrors.length = _errs16;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/data',
          schemaPath: '#/properties/data/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema32.properties.data.type,
          parentSchema: schema32.properties.data,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema32.type,
      parentSchema: schema32,
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate153.errors = vErrors;
  return errors === 0;
}
validate153.evaluated = {
  props: { type: true, aspectRatio: true, source: true, buttons: true, data: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_codeblock = validate156;

function validate156(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate156.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema34.required,
        parentSchema: schema34,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'content' },
        message: "must have required property '" + 'content' + "'",
        schema: schema34.required,
        parentSchema: schema34,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.type.type,
          parentSchema: schema34.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'codeblock')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema34.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema34.properties.type.enum,
          parentSchema: schema34.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.content !== undefined) {
      let data1 = data.content;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (
        !validate80(data1, {
          instancePath: instancePath + '/content',
          parentData: data,
          parentDataProperty: 'content',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        var props0 = {};
        props0.$state = true;
      }
      const _errs6 = errors;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf/1/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.content.anyOf[1].type,
          parentSchema: schema34.properties.content.anyOf[1],
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err5 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema34.properties.content.anyOf,
          parentSchema: schema34.properties.content,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.syntax !== undefined) {
      let data2 = data.syntax;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/syntax',
          schemaPath: '#/properties/syntax/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.syntax.type,
          parentSchema: schema34.properties.syntax,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.lineNumbers !== undefined) {
      let data3 = data.lineNumbers;
      const _errs11 = errors;
      let valid2 = false;
      const _errs12 = errors;
      if (typeof data3 !== 'boolean') {
        const err7 = {
          instancePath: instancePath + '/lineNumbers',
          schemaPath: '#/properties/lineNumbers/anyOf/0/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema34.properties.lineNumbers.anyOf[0].type,
          parentSchema: schema34.properties.lineNumbers.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid1 = _errs12 === errors;
      valid2 = valid2 || _valid1;
      const _errs14 = errors;
      if (!(typeof data3 == 'number')) {
        const err8 = {
          instancePath: instancePath + '/lineNumbers',
          schemaPath: '#/properties/lineNumbers/anyOf/1/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema34.properties.lineNumbers.anyOf[1].type,
          parentSchema: schema34.properties.lineNumbers.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid1 = _errs14 === errors;
      valid2 = valid2 || _valid1;
      if (!valid2) {
        const err9 = {
          instancePath: instancePath + '/lineNumbers',
          schemaPath: '#/properties/lineNumbers/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema34.properties.lineNumbers.anyOf,
          parentSchema: schema34.properties.lineNumbers,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.buttons !== undefined) {
      let data4 = data.buttons;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate53(data4[i0], {
              instancePath: instancePath + '/buttons/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/buttons',
          schemaPath: '#/properties/buttons/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema34.properties.buttons.type,
          parentSchema: schema34.properties.buttons,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data6 = data.state;
      if (typeof data6 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema34.properties.state.type,
          parentSchema: schema34.properties.state,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.onContentChange !== undefined) {
      if (
        !validate54(data.onContentChange, {
          instancePath: instancePath + '/onContentChange',
          parentData: data,
          parentDataProperty: 'onContentChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.header !== undefined) {
      let data8 = data.header;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate69(data8[i1], {
              instancePath: instancePath + '/header/' + i1,
              parentData: data8,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/header',
          schemaPath: '#/properties/header/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema34.properties.header.type,
          parentSchema: schema34.properties.header,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.footer !== undefined) {
      let data10 = data.footer;
      if (Array.isArray(data10)) {
        const len2 = data10.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate69(data10[i2], {
              instancePath: instancePath + '/footer/' + i2,
              parentData: data10,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/footer',
          schemaPath: '#/properties/footer/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema34.properties.footer.type,
          parentSchema: schema34.properties.footer,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema34.type,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate156.errors = vErrors;
  return errors === 0;
}
validate156.evaluated = {
  props: {
    type: true,
    content: true,
    syntax: true,
    lineNumbers: true,
    buttons: true,
    state: true,
    onContentChange: true,
    header: true,
    footer: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_markdown = validate162;

function validate162(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate162.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema35.required,
        parentSchema: schema35,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'content' },
        message: "must have required property '" + 'content' + "'",
        schema: schema35.required,
        parentSchema: schema35,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema35.properties.type.type,
          parentSchema: schema35.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'markdown')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema35.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema35.properties.type.enum,
          parentSchema: schema35.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.content !== undefined) {
      let data1 = data.content;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (
        !validate80(data1, {
          instancePath: instancePath + '/content',
          parentData: data,
          parentDataProperty: 'content',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        var props0 = {};
        props0.$state = true;
      }
      const _errs6 = errors;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf/1/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema35.properties.content.anyOf[1].type,
          parentSchema: schema35.properties.content.anyOf[1],
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err5 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema35.properties.content.anyOf,
          parentSchema: schema35.properties.content,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate162.errors = vErrors;
  return errors === 0;
}
validate162.evaluated = { props: { type: true, content: true }, dynamicProps: false, dynamicItems: false };

export const validate_card = validate164;

function validate164(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate164.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema36.required,
        parentSchema: schema36,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.properties.type.type,
          parentSchema: schema36.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'card')) {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema36.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema36.properties.type.enum,
          parentSchema: schema36.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.properties.title.type,
          parentSchema: schema36.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.hint !== undefined) {
      let data2 = data.hint;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema36.properties.hint.anyOf[0].type,
          parentSchema: schema36.properties.hint.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate92(data2[i0], {
              instancePath: instancePath + '/hint/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema36.properties.hint.anyOf[1].type,
          parentSchema: schema36.properties.hint.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err6 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema36.properties.hint.anyOf,
          parentSchema: schema36.properties.hint,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.icon !== undefined) {
      let data4 = data.icon;
      const _errs13 = errors;
      let valid4 = false;
      const _errs14 = errors;
      if (
        !validate62(data4, { instancePath: instancePath + '/icon', parentData: data, parentDataProperty: 'icon', rootData, dynamicAnchors })
      ) {
        vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs14 === errors;
      valid4 = valid4 || _valid1;
      const _errs15 = errors;
      if (
        !validate100(data4, {
          instancePath: instancePath + '/icon',
          parentData: data,
          parentDataProperty: 'icon',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs15 === errors;
      valid4 = valid4 || _valid1;
      if (_valid1) {
        var props1 = {};
        props1.type = true;
        props1.source = true;
        props1.aspectRatio = true;
      }
      if (!valid4) {
        const err7 = {
          instancePath: instancePath + '/icon',
          schemaPath: '#/properties/icon/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema36.properties.icon.anyOf,
          parentSchema: schema36.properties.icon,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs13;
        if (vErrors !== null) {
          if (_errs13) {
            vErrors.length = _errs13;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.onPress !== undefined) {
      if (
        !validate54(data.onPress, {
          instancePath: instancePath + '/onPress',
          parentData: data,
          parentDataProperty: 'onPress',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.children !== undefined) {
      let data6 = data.children;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate69(data6[i1], {
              instancePath: instancePath + '/children/' + i1,
              parentData: data6,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema36.properties.children.type,
          parentSchema: schema36.properties.children,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.buttons !== undefined) {
      let data8 = data.buttons;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate53(data8[i2], {
              instancePath: instancePath + '/buttons/' + i2,
              parentData: data8,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/buttons',
          schemaPath: '#/properties/buttons/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema36.properties.buttons.type,
          parentSchema: schema36.properties.buttons,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate164.errors = vErrors;
  return errors === 0;
}
validate164.evaluated = {
  props: { type: true, title: true, hint: true, icon: true, onPress: true, children: true, buttons: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_text = validate171;

function validate171(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate171.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema38.required,
        parentSchema: schema38,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema38.required,
        parentSchema: schema38,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema38.properties.type.type,
          parentSchema: schema38.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'text')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema38.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema38.properties.type.enum,
          parentSchema: schema38.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.style !== undefined) {
      let data1 = data.style;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema38.properties.style.type,
          parentSchema: schema38.properties.style,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === 'bold' || data1 === 'italic' || data1 === 'code' || data1 === 'strikethrough')) {
        const err5 = {
          instancePath: instancePath + '/style',
          schemaPath: '#/properties/style/enum',
          keyword: 'enum',
          params: { allowedValues: schema38.properties.style.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema38.properties.style.enum,
          parentSchema: schema38.properties.style,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data2 = data.children;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema38.properties.children.anyOf[0].type,
          parentSchema: schema38.properties.children.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          const _errs12 = errors;
          let valid4 = false;
          const _errs13 = errors;
          if (typeof data3 !== 'string') {
            const err7 = {
              instancePath: instancePath + '/children/' + i0,
              schemaPath: '#/properties/children/anyOf/1/items/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema38.properties.children.anyOf[1].items.anyOf[0].type,
              parentSchema: schema38.properties.children.anyOf[1].items.anyOf[0],
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          var _valid1 = _errs13 === errors;
          valid4 = valid4 || _valid1;
          const _errs15 = errors;
          if (
            !validate93(data3, {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
            errors = vErrors.length;
          }
          var _valid1 = _errs15 === errors;
          valid4 = valid4 || _valid1;
          if (_valid1) {
            var props0 = {};
            props0.type = true;
            props0.style = true;
            props0.children = true;
          }
          const _errs16 = errors;
          if (
            !validate94(data3, {
              instancePath: instancePath + '/children/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
            errors = vErrors.length;
          }
          var _valid1 = _errs16 === errors;
          valid4 = valid4 || _valid1;
          if (_valid1) {
            if (props0 !== true) {
              props0 = props0 || {};
              props0.type = true;
              props0.target = true;
              props0.children = true;
            }
          }
          if (!valid4) {
            const err8 = {
              instancePath: instancePath + '/children/' + i0,
              schemaPath: '#/properties/children/anyOf/1/items/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema38.properties.children.anyOf[1].items.anyOf,
              parentSchema: schema38.properties.children.anyOf[1].items,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          } else {
            errors = _errs12;
            if (vErrors !== null) {
              if (_errs12) {
                vErrors.length = _errs12;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema38.properties.children.anyOf[1].type,
          parentSchema: schema38.properties.children.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err10 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema38.properties.children.anyOf,
          parentSchema: schema38.properties.children,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema38.type,
      parentSchema: schema38,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate171.errors = vErrors;
  return errors === 0;
}
validate171.evaluated = { props: { type: true, style: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_link = validate174;

function validate174(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate174.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.target === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'target' },
        message: "must have required property '" + 'target' + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema39.properties.type.type,
          parentSchema: schema39.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'link')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema39.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema39.properties.type.enum,
          parentSchema: schema39.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.target !== undefined) {
      let data1 = data.target;
      if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
        if (data1.url === undefined) {
          const err5 = {
            instancePath: instancePath + '/target',
            schemaPath: '#/properties/target/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema39.properties.target.required,
            parentSchema: schema39.properties.target,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.url !== undefined) {
          let data2 = data1.url;
          const _errs6 = errors;
          let valid2 = false;
          const _errs7 = errors;
          if (typeof data2 !== 'string') {
            const err6 = {
              instancePath: instancePath + '/target/url',
              schemaPath: '#/properties/target/properties/url/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema39.properties.target.properties.url.anyOf[0].type,
              parentSchema: schema39.properties.target.properties.url.anyOf[0],
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          var _valid0 = _errs7 === errors;
          valid2 = valid2 || _valid0;
          const _errs9 = errors;
          if (
            !validate95(data2, {
              instancePath: instancePath + '/target/url',
              parentData: data1,
              parentDataProperty: 'url',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs9 === errors;
          valid2 = valid2 || _valid0;
          if (_valid0) {
            var props0 = {};
            props0.host = true;
            props0.pathname = true;
            props0.query = true;
          }
          if (!valid2) {
            const err7 = {
              instancePath: instancePath + '/target/url',
              schemaPath: '#/properties/target/properties/url/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema39.properties.target.properties.url.anyOf,
              parentSchema: schema39.properties.target.properties.url,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          } else {
            errors = _errs6;
            if (vErrors !== null) {
              if (_errs6) {
                vErrors.length = _errs6;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/target',
          schemaPath: '#/properties/target/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema39.properties.target.type,
          parentSchema: schema39.properties.target,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data3 = data.children;
      const _errs11 = errors;
      let valid3 = false;
      const _errs12 = errors;
      if (typeof data3 !== 'string') {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema39.properties.children.anyOf[0].type,
          parentSchema: schema39.properties.children.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid1 = _errs12 === errors;
      valid3 = valid3 || _valid1;
      const _errs14 = errors;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== 'string') {
            const err10 = {
              instancePath: instancePath + '/children/' + i0,
              schemaPath: '#/properties/children/anyOf/1/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema39.properties.children.anyOf[1].items.type,
              parentSchema: schema39.properties.children.anyOf[1].items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema39.properties.children.anyOf[1].type,
          parentSchema: schema39.properties.children.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      var _valid1 = _errs14 === errors;
      valid3 = valid3 || _valid1;
      if (!valid3) {
        const err12 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema39.properties.children.anyOf,
          parentSchema: schema39.properties.children,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema39.type,
      parentSchema: schema39,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate174.errors = vErrors;
  return errors === 0;
}
validate174.evaluated = { props: { type: true, target: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_image = validate176;

function validate176(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate176.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'source' },
        message: "must have required property '" + 'source' + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.aspectRatio === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'aspectRatio' },
        message: "must have required property '" + 'aspectRatio' + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema41.properties.type.type,
          parentSchema: schema41.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'image')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema41.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema41.properties.type.enum,
          parentSchema: schema41.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.source !== undefined) {
      let data1 = data.source;
      if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
        if (data1.url === undefined) {
          const err5 = {
            instancePath: instancePath + '/source',
            schemaPath: '#/properties/source/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema41.properties.source.required,
            parentSchema: schema41.properties.source,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.url !== undefined) {
          let data2 = data1.url;
          if (typeof data2 === 'string') {
            if (!formats0.validate(data2)) {
              const err6 = {
                instancePath: instancePath + '/source/url',
                schemaPath: '#/properties/source/properties/url/format',
                keyword: 'format',
                params: { format: 'uri' },
                message: 'must match format "' + 'uri' + '"',
                schema: 'uri',
                parentSchema: schema41.properties.source.properties.url,
                data: data2,
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = {
              instancePath: instancePath + '/source/url',
              schemaPath: '#/properties/source/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema41.properties.source.properties.url.type,
              parentSchema: schema41.properties.source.properties.url,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema41.properties.source.type,
          parentSchema: schema41.properties.source,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.aspectRatio !== undefined) {
      let data3 = data.aspectRatio;
      if (!(typeof data3 == 'number')) {
        const err9 = {
          instancePath: instancePath + '/aspectRatio',
          schemaPath: '#/properties/aspectRatio/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema41.properties.aspectRatio.type,
          parentSchema: schema41.properties.aspectRatio,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema41.type,
      parentSchema: schema41,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate176.errors = vErrors;
  return errors === 0;
}
validate176.evaluated = { props: { type: true, source: true, aspectRatio: true }, dynamicProps: false, dynamicItems: false };

export const validate_input = validate177;

function validate177(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate177.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.element === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'element' },
        message: "must have required property '" + 'element' + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema42.properties.type.type,
          parentSchema: schema42.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'input')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema42.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema42.properties.type.enum,
          parentSchema: schema42.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema42.properties.label.type,
          parentSchema: schema42.properties.label,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.hint !== undefined) {
      let data2 = data.hint;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema42.properties.hint.anyOf[0].type,
          parentSchema: schema42.properties.hint.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (
        !validate92(data2, { instancePath: instancePath + '/hint', parentData: data, parentDataProperty: 'hint', rootData, dynamicAnchors })
      ) {
        vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err7 = {
          instancePath: instancePath + '/hint',
          schemaPath: '#/properties/hint/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema42.properties.hint.anyOf,
          parentSchema: schema42.properties.hint,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.element !== undefined) {
      let data3 = data.element;
      const _errs11 = errors;
      let valid2 = false;
      const _errs12 = errors;
      if (
        !validate67(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs12 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        var props1 = {};
        props1.type = true;
        props1.disabled = true;
        props1.state = true;
        props1.initialValue = true;
        props1.placeholder = true;
        props1.multiline = true;
        props1.inputType = true;
      }
      const _errs13 = errors;
      if (
        !validate113(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs13 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.disabled = true;
          props1.state = true;
          props1.initialValue = true;
          props1.onValueChange = true;
          props1.placeholder = true;
          props1.multiple = true;
          props1.acceptInput = true;
          props1.options = true;
        }
      }
      const _errs14 = errors;
      if (
        !validate123(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs14 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.disabled = true;
          props1.state = true;
          props1.initialValue = true;
          props1.onValueChange = true;
          props1.confirm = true;
        }
      }
      const _errs15 = errors;
      if (
        !validate127(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs15 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.disabled = true;
          props1.state = true;
          props1.value = true;
          props1.confirm = true;
        }
      }
      const _errs16 = errors;
      if (
        !validate130(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs16 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.state = true;
          props1.value = true;
          props1.confirm = true;
        }
      }
      const _errs17 = errors;
      if (
        !validate53(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs17 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.style = true;
          props1.onPress = true;
          props1.icon = true;
          props1.trailingIcon = true;
          props1.label = true;
          props1.tooltip = true;
          props1.confirm = true;
          props1.disabled = true;
        }
      }
      const _errs18 = errors;
      if (
        !validate83(data3, {
          instancePath: instancePath + '/element',
          parentData: data,
          parentDataProperty: 'element',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs18 === errors;
      valid2 = valid2 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.type = true;
          props1.content = true;
          props1.syntax = true;
          props1.lineNumbers = true;
          props1.buttons = true;
          props1.state = true;
          props1.onContentChange = true;
          props1.header = true;
          props1.footer = true;
        }
      }
      if (!valid2) {
        const err8 = {
          instancePath: instancePath + '/element',
          schemaPath: '#/properties/element/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema42.properties.element.anyOf,
          parentSchema: schema42.properties.element,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema42.type,
      parentSchema: schema42,
      data,
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate177.errors = vErrors;
  return errors === 0;
}
validate177.evaluated = { props: { type: true, label: true, hint: true, element: true }, dynamicProps: false, dynamicItems: false };

export const validate_select = validate186;

function validate186(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate186.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema43.required,
        parentSchema: schema43,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema43.required,
        parentSchema: schema43,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.options === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'options' },
        message: "must have required property '" + 'options' + "'",
        schema: schema43.required,
        parentSchema: schema43,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.type.type,
          parentSchema: schema43.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'select')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema43.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema43.properties.type.enum,
          parentSchema: schema43.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err5 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema43.properties.disabled.type,
          parentSchema: schema43.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.state.type,
          parentSchema: schema43.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.initialValue !== undefined) {
      let data3 = data.initialValue;
      const _errs8 = errors;
      let valid1 = false;
      const _errs9 = errors;
      if (typeof data3 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.initialValue.anyOf[0].type,
          parentSchema: schema43.properties.initialValue.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      const _errs11 = errors;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== 'string') {
            const err8 = {
              instancePath: instancePath + '/initialValue/' + i0,
              schemaPath: '#/properties/initialValue/anyOf/1/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema43.properties.initialValue.anyOf[1].items.type,
              parentSchema: schema43.properties.initialValue.anyOf[1].items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema43.properties.initialValue.anyOf[1].type,
          parentSchema: schema43.properties.initialValue.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err10 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema43.properties.initialValue.anyOf,
          parentSchema: schema43.properties.initialValue,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs8;
        if (vErrors !== null) {
          if (_errs8) {
            vErrors.length = _errs8;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.onValueChange !== undefined) {
      if (
        !validate54(data.onValueChange, {
          instancePath: instancePath + '/onValueChange',
          parentData: data,
          parentDataProperty: 'onValueChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.placeholder !== undefined) {
      let data6 = data.placeholder;
      if (typeof data6 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/placeholder',
          schemaPath: '#/properties/placeholder/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema43.properties.placeholder.type,
          parentSchema: schema43.properties.placeholder,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.multiple !== undefined) {
      let data7 = data.multiple;
      if (typeof data7 !== 'boolean') {
        const err12 = {
          instancePath: instancePath + '/multiple',
          schemaPath: '#/properties/multiple/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema43.properties.multiple.type,
          parentSchema: schema43.properties.multiple,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.acceptInput !== undefined) {
      let data8 = data.acceptInput;
      if (typeof data8 !== 'boolean') {
        const err13 = {
          instancePath: instancePath + '/acceptInput',
          schemaPath: '#/properties/acceptInput/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema43.properties.acceptInput.type,
          parentSchema: schema43.properties.acceptInput,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data9 = data.options;
      const _errs23 = errors;
      let valid4 = false;
      const _errs24 = errors;
      if (
        !validate115(data9, {
          instancePath: instancePath + '/options',
          parentData: data,
          parentDataProperty: 'options',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs24 === errors;
      valid4 = valid4 || _valid1;
      if (_valid1) {
        var props1 = {};
        props1.source = true;
      }
      const _errs25 = errors;
      if (Array.isArray(data9)) {
        const len1 = data9.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate117(data9[i1], {
              instancePath: instancePath + '/options/' + i1,
              parentData: data9,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema43.properties.options.anyOf[1].type,
          parentSchema: schema43.properties.options.anyOf[1],
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      var _valid1 = _errs25 === errors;
      valid4 = valid4 || _valid1;
      const _errs28 = errors;
      if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
        if (data9.url === undefined) {
          const err15 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/anyOf/2/required',
            keyword: 'required',
            params: { missingProperty: 'url' },
            message: "must have required property '" + 'url' + "'",
            schema: schema43.properties.options.anyOf[2].required,
            parentSchema: schema43.properties.options.anyOf[2],
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data9.url !== undefined) {
          let data11 = data9.url;
          const _errs31 = errors;
          let valid8 = false;
          const _errs32 = errors;
          if (typeof data11 !== 'string') {
            const err16 = {
              instancePath: instancePath + '/options/url',
              schemaPath: '#/properties/options/anyOf/2/properties/url/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema43.properties.options.anyOf[2].properties.url.anyOf[0].type,
              parentSchema: schema43.properties.options.anyOf[2].properties.url.anyOf[0],
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          var _valid2 = _errs32 === errors;
          valid8 = valid8 || _valid2;
          const _errs34 = errors;
          if (
            !validate95(data11, {
              instancePath: instancePath + '/options/url',
              parentData: data9,
              parentDataProperty: 'url',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
            errors = vErrors.length;
          }
          var _valid2 = _errs34 === errors;
          valid8 = valid8 || _valid2;
          if (_valid2) {
            var props2 = {};
            props2.host = true;
            props2.pathname = true;
            props2.query = true;
          }
          if (!valid8) {
            const err17 = {
              instancePath: instancePath + '/options/url',
              schemaPath: '#/properties/options/anyOf/2/properties/url/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema43.properties.options.anyOf[2].properties.url.anyOf,
              parentSchema: schema43.properties.options.anyOf[2].properties.url,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          } else {
            errors = _errs31;
            if (vErrors !== null) {
              if (_errs31) {
                vErrors.length = _errs31;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/anyOf/2/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema43.properties.options.anyOf[2].type,
          parentSchema: schema43.properties.options.anyOf[2],
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid1 = _errs28 === errors;
      valid4 = valid4 || _valid1;
      if (_valid1) {
        if (props1 !== true) {
          props1 = props1 || {};
          props1.url = true;
        }
      }
      if (!valid4) {
        const err19 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema43.properties.options.anyOf,
          parentSchema: schema43.properties.options,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      } else {
        errors = _errs23;
        if (vErrors !== null) {
          if (_errs23) {
            vErrors.length = _errs23;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err20 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema43.type,
      parentSchema: schema43,
      data,
    };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate186.errors = vErrors;
  return errors === 0;
}
validate186.evaluated = {
  props: {
    type: true,
    disabled: true,
    state: true,
    initialValue: true,
    onValueChange: true,
    placeholder: true,
    multiple: true,
    acceptInput: true,
    options: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_switch = validate191;

function validate191(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate191.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema46.required,
        parentSchema: schema46,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema46.required,
        parentSchema: schema46,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema46.properties.type.type,
          parentSchema: schema46.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'switch')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema46.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema46.properties.type.enum,
          parentSchema: schema46.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err4 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema46.properties.disabled.type,
          parentSchema: schema46.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema46.properties.state.type,
          parentSchema: schema46.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.initialValue !== undefined) {
      let data3 = data.initialValue;
      if (typeof data3 !== 'boolean') {
        const err6 = {
          instancePath: instancePath + '/initialValue',
          schemaPath: '#/properties/initialValue/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema46.properties.initialValue.type,
          parentSchema: schema46.properties.initialValue,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.onValueChange !== undefined) {
      if (
        !validate54(data.onValueChange, {
          instancePath: instancePath + '/onValueChange',
          parentData: data,
          parentDataProperty: 'onValueChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema46.type,
      parentSchema: schema46,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate191.errors = vErrors;
  return errors === 0;
}
validate191.evaluated = {
  props: { type: true, disabled: true, state: true, initialValue: true, onValueChange: true, confirm: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_radio = validate194;

function validate194(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate194.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema47.properties.type.type,
          parentSchema: schema47.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'radio')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema47.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema47.properties.type.enum,
          parentSchema: schema47.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.disabled !== undefined) {
      let data1 = data.disabled;
      if (typeof data1 !== 'boolean') {
        const err5 = {
          instancePath: instancePath + '/disabled',
          schemaPath: '#/properties/disabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema47.properties.disabled.type,
          parentSchema: schema47.properties.disabled,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data2 = data.state;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema47.properties.state.type,
          parentSchema: schema47.properties.state,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      let data3 = data.value;
      const _errs8 = errors;
      let valid1 = false;
      const _errs9 = errors;
      if (typeof data3 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema47.properties.value.anyOf[0].type,
          parentSchema: schema47.properties.value.anyOf[0],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      const _errs11 = errors;
      if (!(typeof data3 == 'number')) {
        const err8 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/1/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema47.properties.value.anyOf[1].type,
          parentSchema: schema47.properties.value.anyOf[1],
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err9 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema47.properties.value.anyOf,
          parentSchema: schema47.properties.value,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs8;
        if (vErrors !== null) {
          if (_errs8) {
            vErrors.length = _errs8;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema47.type,
      parentSchema: schema47,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate194.errors = vErrors;
  return errors === 0;
}
validate194.evaluated = {
  props: { type: true, disabled: true, state: true, value: true, confirm: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_checkbox = validate196;

function validate196(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate196.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema48.properties.type.type,
          parentSchema: schema48.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'checkbox')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema48.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema48.properties.type.enum,
          parentSchema: schema48.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data1 = data.state;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema48.properties.state.type,
          parentSchema: schema48.properties.state,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      let data2 = data.value;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema48.properties.value.anyOf[0].type,
          parentSchema: schema48.properties.value.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (!(typeof data2 == 'number')) {
        const err7 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf/1/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema48.properties.value.anyOf[1].type,
          parentSchema: schema48.properties.value.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err8 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema48.properties.value.anyOf,
          parentSchema: schema48.properties.value,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate196.errors = vErrors;
  return errors === 0;
}
validate196.evaluated = { props: { type: true, state: true, value: true, confirm: true }, dynamicProps: false, dynamicItems: false };

export const validate_hint = validate198;

function validate198(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate198.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema49.properties.type.type,
          parentSchema: schema49.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'hint')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema49.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema49.properties.type.enum,
          parentSchema: schema49.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data1 = data.children;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate92(data1[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema49.properties.children.type,
          parentSchema: schema49.properties.children,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema49.type,
      parentSchema: schema49,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate198.errors = vErrors;
  return errors === 0;
}
validate198.evaluated = { props: { type: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_step = validate200;

function validate200(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate200.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema50.properties.type.type,
          parentSchema: schema50.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data0 === 'step')) {
        const err4 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema50.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema50.properties.type.enum,
          parentSchema: schema50.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data1 = data.id;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema50.properties.id.type,
          parentSchema: schema50.properties.id,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data2 = data.title;
      if (typeof data2 === 'string') {
        if (func1(data2) > 50) {
          const err6 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/properties/title/maxLength',
            keyword: 'maxLength',
            params: { limit: 50 },
            message: 'must NOT have more than 50 characters',
            schema: 50,
            parentSchema: schema50.properties.title,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema50.properties.title.type,
          parentSchema: schema50.properties.title,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.next !== undefined) {
      let data3 = data.next;
      if (typeof data3 !== 'boolean') {
        const err8 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema50.properties.next.type,
          parentSchema: schema50.properties.next,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data4 = data.children;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err9 = {
            instancePath: instancePath + '/children',
            schemaPath: '#/properties/children/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
            schema: 1,
            parentSchema: schema50.properties.children,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data4[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema50.properties.children.type,
          parentSchema: schema50.properties.children,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema50.type,
      parentSchema: schema50,
      data,
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate200.errors = vErrors;
  return errors === 0;
}
validate200.evaluated = {
  props: { type: true, id: true, title: true, next: true, children: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_block = validate202;
const schema68 = {
  type: 'object',
  description: 'Higher level element to represent a custom block.',
  properties: {
    type: { type: 'string', enum: ['block'] },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
    controls: {
      type: 'array',
      items: { anyOf: [{ $ref: '#/$defs/ContentKitBlockControl' }, { type: 'array', items: { $ref: '#/$defs/ContentKitBlockControl' } }] },
    },
  },
  required: ['type', 'children'],
};
const schema69 = {
  type: 'object',
  description: 'Control menu item displayed for the block.',
  properties: {
    icon: { $ref: '#/$defs/ContentKitIcon' },
    label: { type: 'string' },
    onPress: { $ref: '#/$defs/ContentKitAction' },
    confirm: { $ref: '#/$defs/ContentKitConfirm' },
  },
  required: ['label', 'onPress'],
};

function validate204(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate204.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.label === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
        schema: schema69.required,
        parentSchema: schema69,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.onPress === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'onPress' },
        message: "must have required property '" + 'onPress' + "'",
        schema: schema69.required,
        parentSchema: schema69,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.icon !== undefined) {
      if (
        !validate62(data.icon, {
          instancePath: instancePath + '/icon',
          parentData: data,
          parentDataProperty: 'icon',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
        errors = vErrors.length;
      }
    }
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema69.properties.label.type,
          parentSchema: schema69.properties.label,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.onPress !== undefined) {
      if (
        !validate54(data.onPress, {
          instancePath: instancePath + '/onPress',
          parentData: data,
          parentDataProperty: 'onPress',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.confirm !== undefined) {
      if (
        !validate65(data.confirm, {
          instancePath: instancePath + '/confirm',
          parentData: data,
          parentDataProperty: 'confirm',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema69.type,
      parentSchema: schema69,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate204.errors = vErrors;
  return errors === 0;
}
validate204.evaluated = { props: { icon: true, label: true, onPress: true, confirm: true }, dynamicProps: false, dynamicItems: false };

function validate202(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate202.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema68.required,
        parentSchema: schema68,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema68.required,
        parentSchema: schema68,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema68.properties.type.type,
          parentSchema: schema68.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'block')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema68.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema68.properties.type.enum,
          parentSchema: schema68.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data1 = data.children;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data1[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema68.properties.children.type,
          parentSchema: schema68.properties.children,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.controls !== undefined) {
      let data3 = data.controls;
      if (Array.isArray(data3)) {
        const len1 = data3.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data4 = data3[i1];
          const _errs9 = errors;
          let valid5 = false;
          const _errs10 = errors;
          if (
            !validate204(data4, {
              instancePath: instancePath + '/controls/' + i1,
              parentData: data3,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs10 === errors;
          valid5 = valid5 || _valid0;
          if (_valid0) {
            var props1 = {};
            props1.icon = true;
            props1.label = true;
            props1.onPress = true;
            props1.confirm = true;
          }
          const _errs11 = errors;
          if (Array.isArray(data4)) {
            const len2 = data4.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (
                !validate204(data4[i2], {
                  instancePath: instancePath + '/controls/' + i1 + '/' + i2,
                  parentData: data4,
                  parentDataProperty: i2,
                  rootData,
                  dynamicAnchors,
                })
              ) {
                vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err5 = {
              instancePath: instancePath + '/controls/' + i1,
              schemaPath: '#/properties/controls/items/anyOf/1/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
              schema: schema68.properties.controls.items.anyOf[1].type,
              parentSchema: schema68.properties.controls.items.anyOf[1],
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid0 = _errs11 === errors;
          valid5 = valid5 || _valid0;
          if (!valid5) {
            const err6 = {
              instancePath: instancePath + '/controls/' + i1,
              schemaPath: '#/properties/controls/items/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
              schema: schema68.properties.controls.items.anyOf,
              parentSchema: schema68.properties.controls.items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            errors = _errs9;
            if (vErrors !== null) {
              if (_errs9) {
                vErrors.length = _errs9;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/controls',
          schemaPath: '#/properties/controls/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema68.properties.controls.type,
          parentSchema: schema68.properties.controls,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema68.type,
      parentSchema: schema68,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate202.errors = vErrors;
  return errors === 0;
}
validate202.evaluated = { props: { type: true, children: true, controls: true }, dynamicProps: false, dynamicItems: false };

export const validate_modal = validate210;
const schema70 = {
  type: 'object',
  description: 'Overlay modal.',
  properties: {
    type: { type: 'string', enum: ['modal'] },
    title: { type: 'string' },
    subtitle: { type: 'array', items: { $ref: '#/$defs/ContentKitInlineElement' } },
    size: { type: 'string', enum: ['medium', 'xlarge', 'fullscreen'] },
    returnValue: {
      description: 'Data passed back to the parent view when the modal is closed. These data are accessible in the "@ui.modal.close"',
      type: 'object',
    },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' } },
    submit: { $ref: '#/$defs/ContentKitButton' },
  },
  required: ['type', 'children'],
};

function validate210(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate210.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema70.properties.type.type,
          parentSchema: schema70.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'modal')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema70.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema70.properties.type.enum,
          parentSchema: schema70.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema70.properties.title.type,
          parentSchema: schema70.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.subtitle !== undefined) {
      let data2 = data.subtitle;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate92(data2[i0], {
              instancePath: instancePath + '/subtitle/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/subtitle',
          schemaPath: '#/properties/subtitle/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema70.properties.subtitle.type,
          parentSchema: schema70.properties.subtitle,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.size !== undefined) {
      let data4 = data.size;
      if (typeof data4 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema70.properties.size.type,
          parentSchema: schema70.properties.size,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (!(data4 === 'medium' || data4 === 'xlarge' || data4 === 'fullscreen')) {
        const err7 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/enum',
          keyword: 'enum',
          params: { allowedValues: schema70.properties.size.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema70.properties.size.enum,
          parentSchema: schema70.properties.size,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.returnValue !== undefined) {
      let data5 = data.returnValue;
      if (!(data5 && typeof data5 == 'object' && !Array.isArray(data5))) {
        const err8 = {
          instancePath: instancePath + '/returnValue',
          schemaPath: '#/properties/returnValue/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema70.properties.returnValue.type,
          parentSchema: schema70.properties.returnValue,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data6 = data.children;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate69(data6[i1], {
              instancePath: instancePath + '/children/' + i1,
              parentData: data6,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema70.properties.children.type,
          parentSchema: schema70.properties.children,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.submit !== undefined) {
      if (
        !validate53(data.submit, {
          instancePath: instancePath + '/submit',
          parentData: data,
          parentDataProperty: 'submit',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema70.type,
      parentSchema: schema70,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate210.errors = vErrors;
  return errors === 0;
}
validate210.evaluated = {
  props: { type: true, title: true, subtitle: true, size: true, returnValue: true, children: true, submit: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_stepper = validate214;
const schema71 = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['stepper'] },
    activeStep: { type: 'string', description: 'id of the currently active step' },
    onStepChange: { $ref: '#/$defs/ContentKitAction' },
    onComplete: { $ref: '#/$defs/ContentKitAction' },
    children: { type: 'array', items: { $ref: '#/$defs/ContentKitStepperStep' }, minItems: 1 },
  },
  required: ['type', 'activeStep', 'onStepChange', 'onComplete', 'children'],
};

function validate214(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate214.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.activeStep === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'activeStep' },
        message: "must have required property '" + 'activeStep' + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.onStepChange === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'onStepChange' },
        message: "must have required property '" + 'onStepChange' + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.onComplete === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'onComplete' },
        message: "must have required property '" + 'onComplete' + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema71.properties.type.type,
          parentSchema: schema71.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(data0 === 'stepper')) {
        const err6 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema71.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema71.properties.type.enum,
          parentSchema: schema71.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.activeStep !== undefined) {
      let data1 = data.activeStep;
      if (typeof data1 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/activeStep',
          schemaPath: '#/properties/activeStep/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema71.properties.activeStep.type,
          parentSchema: schema71.properties.activeStep,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.onStepChange !== undefined) {
      if (
        !validate54(data.onStepChange, {
          instancePath: instancePath + '/onStepChange',
          parentData: data,
          parentDataProperty: 'onStepChange',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.onComplete !== undefined) {
      if (
        !validate54(data.onComplete, {
          instancePath: instancePath + '/onComplete',
          parentData: data,
          parentDataProperty: 'onComplete',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.children !== undefined) {
      let data4 = data.children;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err8 = {
            instancePath: instancePath + '/children',
            schemaPath: '#/properties/children/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
            schema: 1,
            parentSchema: schema71.properties.children,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate145(data4[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema71.properties.children.type,
          parentSchema: schema71.properties.children,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema71.type,
      parentSchema: schema71,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate214.errors = vErrors;
  return errors === 0;
}
validate214.evaluated = {
  props: { type: true, activeStep: true, onStepChange: true, onComplete: true, children: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const validate_configuration = validate218;
const schema72 = {
  type: 'object',
  description:
    'Higher level element to define a configuration block. Does not add any UI elements or wrappers. Must be used as a top level element for any configuration component.',
  properties: {
    type: { type: 'string', enum: ['configuration'] },
    children: {
      anyOf: [
        { type: 'array', items: { $ref: '#/$defs/ContentKitStepper' }, minItems: 1, maxItems: 1 },
        { type: 'array', items: { $ref: '#/$defs/ContentKitDescendantElement' }, minItems: 1 },
      ],
    },
  },
  required: ['type', 'children'],
};

function validate218(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate218.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
        schema: schema72.required,
        parentSchema: schema72,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'children' },
        message: "must have required property '" + 'children' + "'",
        schema: schema72.required,
        parentSchema: schema72,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema72.properties.type.type,
          parentSchema: schema72.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'configuration')) {
        const err3 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/enum',
          keyword: 'enum',
          params: { allowedValues: schema72.properties.type.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema72.properties.type.enum,
          parentSchema: schema72.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data1 = data.children;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (Array.isArray(data1)) {
        if (data1.length > 1) {
          const err4 = {
            instancePath: instancePath + '/children',
            schemaPath: '#/properties/children/anyOf/0/maxItems',
            keyword: 'maxItems',
            params: { limit: 1 },
            message: 'must NOT have more than 1 items',
            schema: 1,
            parentSchema: schema72.properties.children.anyOf[0],
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err5 = {
            instancePath: instancePath + '/children',
            schemaPath: '#/properties/children/anyOf/0/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
            schema: 1,
            parentSchema: schema72.properties.children.anyOf[0],
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate214(data1[i0], {
              instancePath: instancePath + '/children/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/0/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema72.properties.children.anyOf[0].type,
          parentSchema: schema72.properties.children.anyOf[0],
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        var items0 = true;
      }
      const _errs8 = errors;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err7 = {
            instancePath: instancePath + '/children',
            schemaPath: '#/properties/children/anyOf/1/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
            schema: 1,
            parentSchema: schema72.properties.children.anyOf[1],
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len1 = data1.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate69(data1[i1], {
              instancePath: instancePath + '/children/' + i1,
              parentData: data1,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf/1/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema72.properties.children.anyOf[1].type,
          parentSchema: schema72.properties.children.anyOf[1],
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      if (_valid0) {
        if (items0 !== true) {
          items0 = true;
        }
      }
      if (!valid1) {
        const err9 = {
          instancePath: instancePath + '/children',
          schemaPath: '#/properties/children/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema72.properties.children.anyOf,
          parentSchema: schema72.properties.children,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema72.type,
      parentSchema: schema72,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate218.errors = vErrors;
  return errors === 0;
}
validate218.evaluated = { props: { type: true, children: true }, dynamicProps: false, dynamicItems: false };

export const validate_action = validate221;

function validate221(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate221.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.action === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
        schema: schema21.anyOf[0].required,
        parentSchema: schema21.anyOf[0],
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.action !== undefined) {
      let data0 = data.action;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/anyOf/0/properties/action/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema21.anyOf[0].properties.action.type,
          parentSchema: schema21.anyOf[0].properties.action,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/anyOf/0/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema21.anyOf[0].type,
      parentSchema: schema21.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs6 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  } else {
    var props1 = validate55.evaluated.props;
  }
  var _valid0 = _errs6 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true && props1 !== undefined) {
      if (props1 === true) {
        props0 = true;
      } else {
        props0 = props0 || {};
        Object.assign(props0, props1);
      }
    }
  }
  if (!valid0) {
    const err3 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate221.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate221.evaluated = { dynamicProps: true, dynamicItems: false };

/** The element types of the description, each with its compiled validator. */
export const elementValidators = {
  button: validate_button,
  textinput: validate_textinput,
  hstack: validate_hstack,
  vstack: validate_vstack,
  box: validate_box,
  divider: validate_divider,
  webframe: validate_webframe,
  codeblock: validate_codeblock,
  markdown: validate_markdown,
  card: validate_card,
  text: validate_text,
  link: validate_link,
  image: validate_image,
  input: validate_input,
  select: validate_select,
  switch: validate_switch,
  radio: validate_radio,
  checkbox: validate_checkbox,
  hint: validate_hint,
  step: validate_step,
  block: validate_block,
  modal: validate_modal,
  stepper: validate_stepper,
  configuration: validate_configuration,
};
/** Where each element holds other elements: as one node, as list items, and whether bare strings are text there. */
export const elementSlots = {
  hstack: {
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
  vstack: {
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
  box: {
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
  webframe: { buttons: { one: [], list: ['button'], strings: false } },
  codeblock: {
    buttons: { one: [], list: ['button'], strings: false },
    header: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
    footer: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
  card: {
    hint: { one: [], list: ['text', 'image', 'link'], strings: true },
    icon: { one: ['image'], list: [], strings: false },
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
    buttons: { one: [], list: ['button'], strings: false },
  },
  text: { children: { one: [], list: ['text', 'link'], strings: true } },
  input: {
    hint: { one: ['text', 'image', 'link'], list: [], strings: true },
    element: { one: ['textinput', 'select', 'switch', 'radio', 'checkbox', 'button', 'codeblock'], list: [], strings: false },
  },
  hint: { children: { one: [], list: ['text', 'image', 'link'], strings: false } },
  step: {
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
  block: {
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
  modal: {
    subtitle: { one: [], list: ['text', 'image', 'link'], strings: false },
    children: {
      one: [],
      list: [
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
    submit: { one: ['button'], list: [], strings: false },
  },
  stepper: { children: { one: [], list: ['step'], strings: false } },
  configuration: {
    children: {
      one: [],
      list: [
        'stepper',
        'button',
        'textinput',
        'hstack',
        'vstack',
        'box',
        'divider',
        'webframe',
        'codeblock',
        'markdown',
        'card',
        'image',
        'input',
        'select',
        'switch',
        'checkbox',
        'radio',
        'text',
        'hint',
        'link',
        'step',
      ],
      strings: false,
    },
  },
};
/** A short name for every definition, to name the accepted shapes of a union. */
export const definitionNames = {
  ContentKitDefaultAction: 'a built-in action',
  PlainObject: 'a plain object',
  ContentKitAction: 'an action',
  ContentKitContextBase: 'a context base',
  ContentKitContextConfigurationAccount: 'a context configuration account',
  ContentKitContextConfigurationSpace: 'a context configuration space',
  ContentKitContextConfigurationSite: 'a context configuration site',
  ContentKitContextConfigurationContentSource: 'a context configuration content source',
  ContentKitContextDocument: 'a context document',
  ContentKitContext: 'a context',
  ContentKitIcon:
    'an icon (close, edit, github, gitlab, maximize, email, settings, search, delete, star, warning, link, link-external, eye, eye-off, lock, check, check-circle)',
  ContentKitConfirm: 'a confirm',
  ContentKitButton: 'a button element',
  ContentKitTextInput: 'a textinput element',
  ContentKitDescendantElement:
    'a descendant element (button, textinput, hstack, vstack, box, divider, webframe, codeblock, markdown, card, image, input, select, switch, checkbox, radio, text, hint, link, step)',
  ContentKitHStack: 'a hstack element',
  ContentKitVStack: 'a vstack element',
  ContentKitBox: 'a box element',
  ContentKitDivider: 'a divider element',
  ContentKitWebFrame: 'a webframe element',
  ContentKitDynamicBinding: 'a { "$state": key } binding',
  ContentKitCodeBlock: 'a codeblock element',
  ContentKitMarkdown: 'a markdown element',
  ContentKitCard: 'a card element',
  ContentKitInlineElement: 'an inline element (text, image, link)',
  ContentKitText: 'a text element',
  ContentKitLink: 'a link element',
  ContentKitURL: 'a URL object { host, pathname, query? }',
  ContentKitImage: 'an image element',
  ContentKitInput: 'an input element',
  ContentKitSelect: 'a select element',
  ContentKitBuiltInSource: 'a built in source',
  ContentKitSelectOption: 'a select option',
  ContentKitSwitch: 'a switch element',
  ContentKitRadio: 'a radio element',
  ContentKitCheckbox: 'a checkbox element',
  ContentKitHint: 'a hint element',
  ContentKitStepperStep: 'a step element',
  ContentKitBlockControl: 'a block control',
  ContentKitBlock: 'a block element',
  ContentKitModal: 'a modal element',
  ContentKitStepper: 'a stepper element',
  ContentKitConfiguration: 'a configuration element',
  ContentKitRootElement: 'a root element (block, modal, configuration)',
  ContentKitRenderOutputElement: 'a render output element',
  ContentKitRenderOutputComplete: 'a render output complete',
  ContentKitRenderOutput: 'a render output',
};
/** The roots a component may answer with. */
export const rootElementTypes = ['block', 'modal', 'configuration'];
